/**
 * Field measurements of real visits (docs/decisions/0180, 0181), started by the app: a sampled page
 * load loads src/features/rum/collect.ts (web-vitals) once the page has loaded and the browser is
 * idle; any other loads nothing. The page table gives each address its page id: the beacon never
 * carries the address itself, its slug or its query.
 */
import { sampled } from '../features/rum/sample';
import { langOfPath, pagePath } from '../i18n/addresses';
import { getLang } from '../i18n/lang';
import { failUnlessLeft } from '../shared/staleChunkReload';
import { matchPage } from './pages';

/** The page table's id and the language of an address: what a beacon says instead of the address. */
export function pageOf(url: URL): { page: string; lang: string } {
  return {
    page: matchPage(pagePath(url.pathname))?.page.id ?? 'other',
    lang: langOfPath(url.pathname) ?? getLang(),
  };
}

export function startFieldMeasurements(): void {
  if (!sampled()) return;
  const begin = () =>
    void import('../features/rum/collect').then((m) => m.collectVitals({ pageOf }), failUnlessLeft);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(begin, { timeout: 5000 })
      : setTimeout(begin, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
