/**
 * Measures the Core Web Vitals of this visit with web-vitals' attribution build and sends each page
 * view's record as one beacon when the page is hidden (docs/decisions/0181). Loaded with `import()`
 * after the app has started, only for a sampled page load (src/app/rum.ts): it is no part of the
 * first view nor of the critical bundle.
 *
 * A page view is what web-vitals calls a navigation: the document's load, a back/forward return
 * (bfcache included) and, where the browser reports soft navigations (Chromium 151+), each in-app
 * route change, whose LCP, INP and CLS are then measured apart from the page before. Elsewhere the
 * first view's INP and CLS cover the whole visit.
 */
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type FCPMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import {
  beaconUrl,
  clsValue,
  msValue,
  screenClass,
  targetValue,
  type RumNav,
  type RumRecord,
} from './beacon';

type AnyMetric =
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

export interface RumContext {
  /** The page table's id and the language of an address (the app layer knows the table). */
  pageOf: (url: URL) => { page: string; lang: string };
}

/** Views kept before the page is hidden (a long in-app visit): the latest ones. */
const MAX_VIEWS = 10;

const NAV: Record<AnyMetric['navigationType'], RumNav> = {
  navigate: 'load',
  prerender: 'load',
  reload: 'reload',
  restore: 'reload',
  'back-forward': 'back_forward',
  'back-forward-cache': 'back_forward',
  'soft-navigation': 'route',
};

/**
 * The build's id: the content hash in the name of the app's entry chunk (`/assets/index-HASH.js`),
 * which changes with every build that changes the app. No build step writes it.
 */
export function buildId(doc: Document = document): string {
  const boot = doc.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src;
  const match = /-([A-Za-z0-9_-]{6,16})\.js$/.exec(boot ?? entry ?? '');
  return match?.[1] ?? '';
}

/** What the browser says of the connection (Chromium only): its class and Save-Data. */
function network(): Pick<RumRecord, 'net' | 'save'> {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  const type = connection?.effectiveType;
  return {
    net: type && /^(slow-2g|2g|3g|4g)$/.test(type) ? type : '',
    save: connection?.saveData === undefined ? '' : connection.saveData ? '1' : '0',
  };
}

function fields(metric: AnyMetric): RumRecord {
  switch (metric.name) {
    case 'LCP':
      return { lcp: msValue(metric.value), lcp_target: targetValue(metric.attribution.target) };
    case 'INP':
      return { inp: msValue(metric.value), inp_target: targetValue(metric.attribution.interactionTarget) };
    case 'CLS':
      return { cls: clsValue(metric.value), cls_target: targetValue(metric.attribution.largestShiftTarget) };
    case 'FCP':
      return { fcp: msValue(metric.value) };
    case 'TTFB':
      return { ttfb: msValue(metric.value) };
  }
}

interface View {
  record: RumRecord;
  sent: boolean;
}

export function collectVitals(context: RumContext): void {
  const views = new Map<number, View>();
  const build = buildId();

  const take = (metric: AnyMetric) => {
    let view = views.get(metric.navigationId);
    if (!view) {
      const url = new URL(metric.navigationURL ?? location.href, location.href);
      view = {
        sent: false,
        record: {
          ...context.pageOf(url),
          nav: NAV[metric.navigationType] ?? 'load',
          build,
          ...network(),
          screen: screenClass(window.innerWidth),
        },
      };
      views.set(metric.navigationId, view);
      for (const old of [...views.keys()].slice(0, Math.max(0, views.size - MAX_VIEWS))) views.delete(old);
    }
    // A view already sent keeps what it sent: one beacon a view.
    if (!view.sent) Object.assign(view.record, fields(metric));
  };

  // Every change, so the latest values are there whenever the page is hidden; soft navigations
  // each get their own navigationId.
  const options = { reportAllChanges: true, reportSoftNavs: true };
  onLCP(take, options);
  onINP(take, options);
  onCLS(take, options);
  onFCP(take, options);
  onTTFB(take, options);

  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    for (const view of views.values()) {
      if (view.sent) continue;
      view.sent = true;
      navigator.sendBeacon(beaconUrl(view.record));
    }
  };
  // On the document, not the window: web-vitals reports its final values from its own listeners,
  // which are on the window in the capture phase and so run first. Leaving the page fires it too
  // (after pagehide), as does switching tabs.
  document.addEventListener('visibilitychange', flush);
}
