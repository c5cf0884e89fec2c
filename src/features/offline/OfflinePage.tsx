import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { NoIndex } from '../../shared/NoIndex';
import { useSiteName } from '../../i18n/siteName';
import { OFFLINE_LIST_ID } from '../../sw/config';
import { offlineTexts } from './texts';

/**
 * `/offline`: what the service worker shows, in the address's language and the site's frame, for a
 * page it has no copy of while the network is down (src/sw/sw.ts). It is prerendered like any page;
 * the worker serves it without scripts and fills the list with the pages of its language it keeps
 * at that moment. Rendered here (visited online, or before the worker fills it) the list holds the
 * "nothing saved yet" line.
 */
export function Component() {
  const t = useT();
  const siteName = useSiteName();
  useDocumentTitle(t(offlineTexts.title), siteName, t(offlineTexts.lead));
  return (
    <div className="container page offline-page">
      {/* A page about a missing connection, not content: not for search engines (nor the sitemap). */}
      <NoIndex />
      <h1 className="page-title">{t(offlineTexts.title)}</h1>
      <p>{t(offlineTexts.lead)}</p>
      <h2 id="offline-pages-title">{t(offlineTexts.listTitle)}</h2>
      <ul id={OFFLINE_LIST_ID} aria-labelledby="offline-pages-title">
        <li>{t(offlineTexts.none)}</li>
      </ul>
    </div>
  );
}
