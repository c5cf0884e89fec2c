import type { Query, QueryClient } from '@tanstack/react-query';
import type { Validators } from '../api/http';
import type { Lang } from '../api/types';

/**
 * A prerendered page's data holds the texts of its own language and Turkmen only, and its lists
 * without the items' bodies (slimState.ts). That data stays in the cache while the page is young (no
 * refresh, decision 0151) and after a refresh the API answered `304` (decision 0270). When the
 * visitor switches to the third language, each query still holding it is fetched whole, without the
 * page's validators (a `304` would keep the slim data): one in use at once, another once a
 * component uses it (one not hydrated yet then hydrates from the data its HTML was made from, as
 * refreshPrerenderedQueries.ts does; dropping it instead made WebKit hydrate `/en/contacts`'s
 * form against no data, React error 418). Until its answer comes, a text missing in the new
 * language shows in Turkmen. Before this, a switch from `/en/` to Russian showed the menu in
 * Turkmen and the news lists empty, for good.
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
  // The queries still holding the state's own objects (a 304 keeps the same object), with the
  // fetches sent for each since the switch: an answer equal to the state's data keeps its object,
  // and is not asked for a third time. A query leaves once whole or asked twice.
  const slim = new Map(
    hashes.map((hash) => [hash, { data: client.getQueryCache().get(hash)?.state.data, sent: 0 }]),
  );
  let unsubscribe = () => undefined as void;
  const fetchWhole = (query: Pick<Query, 'queryHash' | 'queryKey' | 'state' | 'getObserversCount'>) => {
    const held = slim.get(query.queryHash);
    if (!held) return;
    if (held.data === undefined || query.state.data !== held.data || held.sent >= 2) {
      slim.delete(query.queryHash);
      if (slim.size === 0) unsubscribe();
      return;
    }
    // Only for a query in use, and not while it is fetching: a fetch cut off (React Query cancels
    // it when the last component using the query unmounts, as the switch's navigation remounts the
    // page, and puts the old data back) or one sent before the switch with the page's ETag (a 304
    // keeps the old data) ends with the state's data still held, and the next event sends it again.
    if (query.getObserversCount() === 0 || query.state.fetchStatus !== 'idle') return;
    held.sent += 1;
    void client.refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
  };
  const stop = onSwitch((lang) => {
    if (languages.includes(lang)) return;
    stop();
    validators.clear();
    // A change of one of these queries (a component using it, a fetch ending) is checked again a
    // task later, outside the cache's own notification; others' changes cost nothing.
    unsubscribe = client.getQueryCache().subscribe((event) => {
      if (slim.has(event.query.queryHash)) setTimeout(() => fetchWhole(event.query), 0);
    });
    for (const query of client.getQueryCache().getAll()) fetchWhole(query);
  });
  return () => {
    stop();
    unsubscribe();
  };
}
