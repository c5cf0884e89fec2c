import { useLang, useT } from '../../i18n';
import { frameTexts } from './texts';
import { href } from '../../addresses/href';

/**
 * The site search's field in the header: a plain GET form to the search page of the page's
 * language (`/en/search?q=…`). It needs no script, and the app does not take it over: the search
 * page loads as a document of its own, with the one policy that lets its engine run (decision 0172).
 */
export function HeaderSearch() {
  const t = useT();
  const lang = useLang();
  return (
    <form
      className="frame-search"
      role="search"
      aria-label={t(frameTexts.siteSearch)}
      action={href('search', {}, lang)}
      method="get"
    >
      <label className="visually-hidden" htmlFor="frame-search-q">
        {t(frameTexts.searchWords)}
      </label>
      <input
        id="frame-search-q"
        className="frame-search__input"
        type="search"
        name="q"
        // The label is for screen readers; sighted visitors see what the field is for here.
        placeholder={t(frameTexts.siteSearch)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="frame-search__button">
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.5" fill="none" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        <span className="visually-hidden">{t(frameTexts.searchSubmit)}</span>
      </button>
    </form>
  );
}
