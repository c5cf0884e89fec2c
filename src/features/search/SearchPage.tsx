import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { commonTexts, fill, formatDate, useLang, useT } from '../../i18n';
import { Link } from '../../shared/LangLink';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useHydrated } from '../../shared/useHydrated';
import { useTypedBeforeStart } from '../../shared/forms/useTypedBeforeStart';
import { useSiteName } from '../../i18n/siteName';
import { searchEngine, type SearchAnswer, type SearchEngine, type SearchHit } from './engine';
import { excerptParts } from './excerpt';
import { TYPE_LABELS } from './searchTypes';
import { searchTexts } from './texts';
import './search.css';
import { href } from '../../addresses/href';

/** Results shown at first, and added by "Show more" (each one loads its own small fragment). */
export const PAGE_SIZE = 10;

type State =
  | { status: 'idle' }
  /** `previous`: the last results, kept on screen (and the filter with the focus in it) meanwhile. */
  | { status: 'loading'; previous?: Done }
  | { status: 'failed' }
  | { status: 'done'; answer: SearchAnswer; hits: SearchHit[]; loadingMore: boolean };

type Settled = Exclude<State, { status: 'idle' | 'loading' }>;
type Done = Extract<State, { status: 'done' }>;

/** The query's results from the engine, PAGE_SIZE at a time; a newer query wins over an older one. */
function useSearch(engine: SearchEngine, query: string, type: string | null, lang: string) {
  // `lang`: after a language switch the same words are searched in the other language's index.
  const key = `${lang}\n${type ?? ''}\n${query}`;
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  useEffect(() => {
    if (!query) return;
    let current = true;
    engine
      .search(query, type)
      .then(async (answer) => {
        const hits = await Promise.all(answer.results.slice(0, PAGE_SIZE).map((r) => r.load()));
        if (current) setSettled({ key, state: { status: 'done', answer, hits, loadingMore: false } });
      })
      .catch(() => {
        if (current) setSettled({ key, state: { status: 'failed' } });
      });
    return () => {
      current = false;
    };
  }, [engine, key, query, type]);

  const state: State = !query
    ? { status: 'idle' }
    : settled?.key === key
      ? settled.state
      : { status: 'loading', previous: settled?.state.status === 'done' ? settled.state : undefined };

  const showMore = () => {
    if (state.status !== 'done' || state.loadingMore) return;
    const { answer, hits } = state;
    setSettled({ key, state: { ...state, loadingMore: true } });
    const keep = (next: Settled) => setSettled((now) => (now?.key === key ? { key, state: next } : now));
    Promise.all(answer.results.slice(hits.length, hits.length + PAGE_SIZE).map((r) => r.load())).then(
      (next) => keep({ status: 'done', answer, hits: [...hits, ...next], loadingMore: false }),
      () => keep({ status: 'failed' }),
    );
  };

  return { state, showMore };
}

/**
 * `/search?q=…&type=…`: the whole site's search (decision 0170), in the page's language only. The
 * query and the type filter live in the address, so a search can be shared and Back goes to the
 * previous one. The search runs in the browser over the index the prerender writes; the
 * prerendered page (and a browser without JavaScript) says what can be done without it.
 */
export function SearchPage({ engine: given }: { engine?: SearchEngine }) {
  const t = useT();
  const lang = useLang();
  const siteName = useSiteName();
  const hydrated = useHydrated();
  const engine = useMemo(() => given ?? searchEngine(), [given]);
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query: the first render matches it, the address is read after.
  const query = hydrated ? (params.get('q') ?? '').trim() : '';
  const requestedType = hydrated ? params.get('type') : null;
  const type = requestedType && requestedType in TYPE_LABELS ? requestedType : null;
  const { state, showMore } = useSearch(engine, query, type, lang);

  const [draft, setDraft] = useState(query);
  // Words typed into the prerendered field before the app started stay (decision 0027): without
  // this the hydrated field's empty state is written back over them, and Enter searches nothing.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (typed) => {
    if (typeof typed.q === 'string') setDraft(typed.q);
  });
  // The words in the address changed (a search, Back): the field shows them.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }

  useDocumentTitle(query ? `${query} — ${t(searchTexts.title)}` : t(searchTexts.title), siteName);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = draft.trim();
    setParams(words ? { q: words } : {});
  };
  const chooseType = (next: string | null) =>
    setParams(next ? { q: query, type: next } : { q: query }, { preventScrollReset: true });

  // What the list shows: the results, or the previous ones while the next arrive.
  const shown = state.status === 'done' ? state : state.status === 'loading' ? state.previous : undefined;
  const found = state.status === 'done' ? (type ? (state.answer.counts[type] ?? 0) : state.answer.total) : 0;
  let status = '';
  if (state.status === 'loading') status = t(searchTexts.searching);
  else if (state.status === 'failed') status = t(searchTexts.unavailable);
  else if (state.status === 'done')
    status = found ? fill(t(searchTexts.found), { n: found }) : t(commonTexts.nothingFound);

  return (
    <div className="container page search-page">
      <h1 className="page-title">{t(searchTexts.title)}</h1>
      {/* A GET to this address: without JavaScript it still reloads the page with the words. */}
      <form
        ref={formRef}
        className="search-page__form"
        role="search"
        action={href('search', {}, lang)}
        method="get"
        onSubmit={submit}
      >
        <label htmlFor="search-page-q">{t(searchTexts.label)}</label>
        <div className="search-page__field">
          <input
            id="search-page-q"
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            {t(searchTexts.submit)}
          </button>
        </div>
      </form>

      {hydrated ? null : (
        // Marks the page as one the app must start on after load, even on a slow line, where the
        // boot script would otherwise wait for a first use (src/boot/onDemand.ts PAGE_NEEDS_APP).
        <div className="search-page__without-script" data-needs-app="">
          <p>{t(searchTexts.noScript)}</p>
          <WaysOn />
        </div>
      )}

      {/* Polite: the count is read once the results are there, without cutting the visitor off. */}
      <p className="search-page__status" role="status">
        {status}
      </p>

      {state.status === 'idle' && hydrated ? <p>{t(searchTexts.prompt)}</p> : null}

      {shown && shown.answer.total > 0 ? (
        <fieldset className="search-page__types">
          <legend>{t(searchTexts.type)}</legend>
          <TypeChoice
            label={t(searchTexts.allTypes)}
            count={shown.answer.total}
            checked={!type}
            onChoose={() => chooseType(null)}
          />
          {Object.keys(TYPE_LABELS)
            .filter((key) => (shown.answer.counts[key] ?? 0) > 0 || key === type)
            .map((key) => (
              <TypeChoice
                key={key}
                label={t(TYPE_LABELS[key]!)}
                count={shown.answer.counts[key] ?? 0}
                checked={key === type}
                onChoose={() => chooseType(key)}
              />
            ))}
        </fieldset>
      ) : null}

      {shown && shown.hits.length > 0 ? (
        <>
          <ol className="search-page__results" aria-busy={state.status === 'loading' || undefined}>
            {shown.hits.map((hit) => (
              <Result key={hit.url} hit={hit} />
            ))}
          </ol>
          {shown.hits.length < shown.answer.results.length ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={showMore}
              aria-disabled={shown.loadingMore || undefined}
            >
              {shown.loadingMore ? t(commonTexts.loading) : t(searchTexts.more)}
            </button>
          ) : null}
        </>
      ) : null}

      {(state.status === 'done' && found === 0) || state.status === 'failed' ? (
        <div className="search-page__nothing">
          <p>{t(searchTexts.nothingFoundHelp)}</p>
          <WaysOn query={query} contacts />
        </div>
      ) : null}
    </div>
  );
}

function TypeChoice({
  label,
  count,
  checked,
  onChoose,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="search-page__type">
      <input type="radio" name="type" checked={checked} onChange={onChoose} />
      {label} <span className="search-page__count">({count})</span>
    </label>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  const t = useT();
  const typeLabel = hit.type && TYPE_LABELS[hit.type];
  return (
    <li className="search-page__result">
      {/* A whole page load: the result's page has its own, stricter policy (decision 0172). */}
      <a className="search-page__title" href={hit.url}>
        {hit.title}
      </a>
      <p className="search-page__meta">
        {typeLabel ? <span>{t(typeLabel)}</span> : null}
        {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date)}</time> : null}
      </p>
      <p className="search-page__excerpt">
        {excerptParts(hit.excerpt).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </p>
    </li>
  );
}

/** Where else to look: the news search (with the words), the services, the contacts. */
function WaysOn({ query, contacts }: { query?: string; contacts?: boolean }) {
  const t = useT();
  return (
    <ul className="search-page__ways">
      <li>
        <Link to={query ? `${href('posts')}?${new URLSearchParams({ word: query })}` : href('posts')}>
          {t(searchTexts.newsSearch)}
        </Link>
      </li>
      {contacts ? (
        <li>
          <Link to={href('contacts')}>{t(searchTexts.contacts)}</Link>
        </li>
      ) : (
        <li>
          {/* The footer's list of every service, on this very page. */}
          <a href="#footer-services">{t(searchTexts.services)}</a>
        </li>
      )}
    </ul>
  );
}

export { SearchPage as Component };
