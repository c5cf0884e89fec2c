import { freshFor, type PrerenderState } from './prerenderState';

/**
 * When the prerender last checked its pages against the API (decision 0151). An incremental run
 * asks the API for every answer each page was made from and leaves a page whose answers did not
 * change as it is, its file untouched (its ETag too, so a repeat visit gets a 304): the render time
 * in its state then stays the time it last changed, hours or days ago, and a first visit would
 * fetch all its data again (67 kB on `/`) though a run has just found it current. So each run that
 * checked every page writes this record, and a page older than VITE_PRERENDER_MAX_AGE asks for it
 * before refreshing its data.
 */
export interface PrerenderChecked {
  /** When the run began: every page it kept had the API's answers of that moment or later (ISO 8601). */
  checkedAt: string;
  /** Addresses (`/tm/post/x`) whose render failed in that run: their files are older than it. */
  unverified: string[];
}

/** Where nginx serves the record (`deploy/nginx/site.conf.template`), never cached. */
export const CHECKED_ADDRESS = '/prerender-checked.json';
/** The record's file in the prerender's folder (`_prerender/`). */
export const CHECKED_FILE = 'checked.json';

/** The record as read from the network, or null when it is not one. */
function parseChecked(value: unknown): PrerenderChecked | null {
  if (typeof value !== 'object' || value === null) return null;
  const { checkedAt, unverified } = value as Record<string, unknown>;
  if (typeof checkedAt !== 'string' || !Array.isArray(unverified)) return null;
  if (!unverified.every((address) => typeof address === 'string')) return null;
  return { checkedAt, unverified };
}

/** Whether two HTTP dates name the same second (an unreadable one never matches). */
function sameSecond(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return Number.isFinite(x) && Number.isFinite(y) && Math.floor(x / 1000) === Math.floor(y / 1000);
}

/**
 * How much longer this page's data counts as fresh, in ms: from its own render time while that is
 * young (no request at all); after that, from the last check, when the page being read is the file
 * that check kept. That is known by asking the server for the page's headers (HEAD, which the
 * service worker does not answer from its copies) and comparing its Last-Modified with the
 * document's: a copy the worker served from an earlier visit, or a file written since, differs.
 * Anything unclear (no record, a failed request, a page the run could not render) gives 0, the
 * refresh as before.
 */
export async function checkedFreshFor(
  state: Pick<PrerenderState, 'renderedAt' | 'path'>,
  maxAgeMs: number,
  page: { href: string; lastModified: string },
  request: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<number> {
  const own = freshFor(state.renderedAt, maxAgeMs, now());
  if (own > 0 || maxAgeMs <= 0) return own;
  try {
    const [record, head] = await Promise.all([
      request(CHECKED_ADDRESS, { cache: 'no-store', headers: { Accept: 'application/json' } }),
      request(page.href, { method: 'HEAD', cache: 'no-store' }),
    ]);
    // Read in every case: a body left unread kept the answer open (a 404 before the first record).
    const text = await record.text();
    if (!record.ok || !head.ok) return 0;
    const checked = parseChecked(JSON.parse(text));
    if (!checked || checked.unverified.includes(state.path)) return 0;
    if (!sameSecond(head.headers.get('last-modified'), page.lastModified)) return 0;
    return freshFor(checked.checkedAt, maxAgeMs, now());
  } catch {
    return 0;
  }
}
