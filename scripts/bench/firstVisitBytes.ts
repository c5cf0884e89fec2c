/**
 * What a first visit transfers, for `npm run bench:lighthouse`: a fresh browser context (no cookie,
 * no cache) opens an address through the production server and waits until the app has started (a
 * page with scripts) and nothing has been in flight for a second. Counted from the DevTools
 * protocol's `encodedDataLength` (the bytes on the wire, headers included; redirects too), by the
 * resource's type. Nothing is throttled: the bytes do not depend on the speed.
 *
 * `headers` is the part of that total that is response headers (the total less each answer's
 * `Content-Length`; an answer without one counts as all body). The bench talks HTTP/1.1 to nginx,
 * where every answer carries its headers in full: about 1.2 kB for a page, 0.5 kB for a script or
 * stylesheet (decision 0033), 0.55 kB for a picture. Through an nginx TLS front on HTTP/2 they are
 * not much cheaper: nginx codes response headers with HPACK's static table and Huffman codes, never
 * its dynamic table, so every answer sends its headers again (bench-lighthouse's "HTTP/2 wire"
 * column counts what the front sent). Chromium reports an HTTP/2 answer's headers at their decoded
 * size, so Lighthouse through the front counts them in full.
 *
 * The pictures are split by where their elements lie before any scroll: on the first screen, or
 * wholly below the fold (then fetched only because the browser's lazy loading judged them near,
 * docs/decisions/0120, or eagerly: `early` lists those, which tests/e2e/first-visit.spec.ts fails on).
 */
import type { Browser } from '@playwright/test';
import { DEVICES, networkIdle, type Device } from './browser';

/** Chromium's `loading="lazy"` distance on a fast connection (decision 0120). */
export const LAZY_DISTANCE = 1250;

export const BYTE_TYPES = ['HTML', 'CSS', 'JS', 'images', 'API', 'other'] as const;
export type ByteType = (typeof BYTE_TYPES)[number];

export interface FirstVisit {
  bytes: Record<ByteType, number>;
  total: number;
  /** Of `total`, the response headers (see above). */
  headers: number;
  requests: number;
  /** Picture bytes whose elements all lie wholly below the fold. */
  imagesBelowFold: number;
  /** Pictures wholly below the fold fetched without the browser's lazy loading explaining it. */
  early: string[];
}

const TYPE: Record<string, ByteType> = {
  Document: 'HTML',
  Stylesheet: 'CSS',
  Script: 'JS',
  Image: 'images',
  Fetch: 'API',
  XHR: 'API',
};

interface Placed {
  url: string;
  top: number;
  lazy: boolean;
}

export async function firstVisitBytes(browser: Browser, url: string, device: Device): Promise<FirstVisit> {
  // A Turkmen visitor's browser: `/` then goes to Turkmen, as for Lighthouse (decision 0028).
  // The run's own certificate when the visit goes through the bench's TLS front (tlsFront.ts).
  const context = await browser.newContext({ ...DEVICES[device], locale: 'tk-TM', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map<string, { type: ByteType; url: string }>();
    const sizes = new Map<string, number>();
    let redirects = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.redirectResponse) redirects += event.redirectResponse.encodedDataLength;
    });
    const bodyLength = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      responses.set(event.requestId, { type: TYPE[event.type] ?? 'other', url: event.response.url });
      const length = Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === 'content-length',
      )?.[1];
      if (length !== undefined && /^\d+$/.test(String(length)))
        bodyLength.set(event.requestId, Number(length));
    });
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));

    const idle = networkIdle(page);
    await page.goto(url);
    // A page with the app: it has started once the clock is the app's. A snapshot has no app.
    if (await page.locator('script[data-app]').count())
      await page.locator('time.frame-clock__time').waitFor({ timeout: 60_000 });
    await idle;

    const fold = await page.evaluate(() => window.innerHeight);
    const placed: Placed[] = await page.evaluate(() =>
      Array.from(document.images).map((image) => ({
        url: image.currentSrc || image.src,
        top: image.getBoundingClientRect().top + window.scrollY,
        lazy: image.loading === 'lazy',
      })),
    );
    const bytes = Object.fromEntries(BYTE_TYPES.map((type) => [type, 0])) as Record<ByteType, number>;
    bytes.HTML += redirects;
    let imagesBelowFold = 0;
    const early = new Set<string>();
    for (const [id, size] of sizes) {
      const response = responses.get(id) ?? { type: 'other', url: '' };
      bytes[response.type] += size;
      if (response.type !== 'images') continue;
      const shown = placed.filter((p) => p.url === response.url);
      if (shown.length === 0 || shown.some((p) => p.top < fold)) continue;
      imagesBelowFold += size;
      const near = (p: Placed) => p.lazy && p.top < fold + LAZY_DISTANCE;
      for (const p of shown)
        if (!p.lazy || !shown.some(near)) early.add(`${new URL(p.url).pathname} at ${Math.round(p.top)} px`);
    }
    let headers = redirects;
    for (const [id, size] of sizes) headers += Math.max(0, size - (bodyLength.get(id) ?? size));
    return {
      bytes,
      total: BYTE_TYPES.reduce((sum, type) => sum + bytes[type], 0),
      headers,
      requests: sizes.size,
      imagesBelowFold,
      early: [...early],
    };
  } finally {
    await context.close();
  }
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
