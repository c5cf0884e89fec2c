import type { Query, QueryClient } from '@tanstack/react-query';
import type { Validators } from '../api/http';
import type { Lang } from '../api/types';

/**
 * A prerendered page's data holds the texts of its own language and Turkmen only, and its lists
 * without the items' bodies (slimState.ts). That data stays in the cache while the page is young (no
 * refresh, decision 0151) and after a refresh the API answered `304` (decision 0270). When the
 * visitor switches to the third language, the queries still holding it are fetched whole, without
 * the page's validators (a `304` would keep the slim data): the active ones at once (their slim
 * texts, in Turkmen where the new language is missing, show until the answer comes), the others
 * dropped, so a page that mounts them later loads them. Before this, a switch from `/en/` to
 * Russian showed the menu in Turkmen and the news lists empty.
 *
 * `languages`: those the state holds. `onSwitch`: the language store's (src/i18n/lang.ts). Call it
 * right after `hydrate()`, before any refresh could replace the data.
 */
export function wholeInOtherLanguages(
  client: QueryClient,
  hashes: readonly string[],
  languages: readonly Lang[],
  validators: Validators,
  onSwitch: (listener: (lang: Lang) => void) => () => void,
): () => void {
  // The state's own objects: a query still holds them until a whole answer replaces them (a 304
  // keeps the same object).
  const slim = new Map(hashes.map((hash) => [hash, client.getQueryCache().get(hash)?.state.data]));
  const isSlim = (query: Query) =>
    slim.has(query.queryHash) &&
    query.state.data !== undefined &&
    query.state.data === slim.get(query.queryHash);
  const stop = onSwitch((lang) => {
    if (languages.includes(lang)) return;
    stop();
    validators.clear();
    client.removeQueries({ predicate: (query) => isSlim(query) && query.getObserversCount() === 0 });
    void client.invalidateQueries({ predicate: isSlim });
  });
  return stop;
}
