/**
 * Field measurements (docs/decisions/0180, 0181): nginx takes a beacon of the declared shape only,
 * answers 204 and writes it as one JSON line holding the hour and the declared fields (no address,
 * no agent, no second); anything else is refused and written nowhere. RUM_SAMPLE reaches the page
 * as a Server-Timing entry; 0 turns the whole thing off.
 */
import { describe, expect, it } from 'vitest';
import { beaconUrl, RUM_FIELDS, targetValue } from '../../src/features/rum/beacon';
import { RUM_MAX_URI } from '../../scripts/serve/rum';
import { fakeBackendForSuite, nginxForSuite, raw, withServe, logDirForSuite } from './support';

const logs = logDirForSuite('serve-rum-');

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(() => ({
  ...backend.site(),
  ACCESS_LOG: logs.path('access.log'),
  RUM_LOG: logs.path('rum.log'),
  RUM_SAMPLE: '0.25',
}));

/** A beacon as the page sends it (src/features/rum/collect.ts). */
const RECORD = {
  page: 'post',
  lang: 'ru',
  nav: 'load',
  build: 'B2kX9aZ1',
  net: '3g',
  save: '1',
  screen: 's',
  lcp: '2710',
  lcp_target: targetValue('main>article.post-detail>img.post-detail__image'),
  inp: '',
  inp_target: '',
  cls: '0.0123',
  cls_target: targetValue('div#root>header'),
  fcp: '1204',
  ttfb: '388',
};

const post = (path: string, body?: string) => raw(`${nginx.url}${path}`, { method: 'POST', body });

describe('beacons', () => {
  it('the pages carry the share as Server-Timing', async () => {
    const page = await raw(`${nginx.url}/tm/`);
    expect(page.headers['server-timing']).toBe('rum;desc=0.25');
  });

  it('a beacon of the declared shape answers 204 and is one line: the hour and the declared fields', async () => {
    const response = await post(beaconUrl(RECORD));
    expect(response.status).toBe(204);
    await expect.poll(() => logs.lines('rum.log').length).toBe(1);
    const [line] = logs.lines('rum.log');
    expect(Object.keys(line!)).toEqual(['hour', ...RUM_FIELDS]);
    expect(line).toEqual({ hour: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/) as unknown, ...RECORD });
    // Neither the access log nor any other file learns of it.
    expect(logs.lines('access.log').some((l) => String(l.uri).startsWith('/rum'))).toBe(false);
  });

  it('a beacon with another field, a missing one, or a value out of its alphabet is refused and not written', async () => {
    const before = logs.lines('rum.log').length;
    const valid = beaconUrl(RECORD);
    for (const path of [
      `${valid}&visitor=42`,
      valid.replace('&ttfb=388', ''),
      valid.replace('page=post', 'page=%2Fru%2Fpost%2Fsome-slug'),
      valid.replace('lang=ru', 'lang=de'),
      valid.replace('lcp=2710', 'lcp=2710.5'),
      // The same fields in another order.
      valid.replace('page=post&lang=ru', 'lang=ru&page=post'),
    ]) {
      expect((await post(path)).status, path).toBe(400);
    }
    expect(logs.lines('rum.log').length).toBe(before);
  });

  it(`a beacon over ${RUM_MAX_URI} bytes, or with a body, is refused`, async () => {
    const before = logs.lines('rum.log').length;
    const long = beaconUrl({ ...RECORD, lcp_target: 'a'.repeat(RUM_MAX_URI) });
    expect((await post(long)).status).toBe(414);
    expect((await post(beaconUrl(RECORD), '{"visitor":"42"}')).status).toBe(413);
    expect((await post(beaconUrl(RECORD), 'x'.repeat(5000))).status).toBe(413);
    expect(logs.lines('rum.log').length).toBe(before);
  });

  it('only POST is taken', async () => {
    expect((await raw(`${nginx.url}${beaconUrl(RECORD)}`)).status).toBe(405);
  });

  it('a flood of beacons from one address is cut off with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await post(beaconUrl(RECORD))).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(10);
  });
});

describe('RUM_SAMPLE=0', () => {
  it('sends no share to the pages and takes no beacon', async () => {
    await withServe({ ...backend.site(), RUM_LOG: logs.path('off.log'), RUM_SAMPLE: '0' }, async (off) => {
      const page = await raw(`${off.url}/tm/`);
      expect(page.status).toBe(200);
      expect(page.headers['server-timing']).toBeUndefined();
      expect((await raw(`${off.url}${beaconUrl(RECORD)}`, { method: 'POST' })).status).toBe(404);
    });
    expect(logs.lines('off.log')).toEqual([]);
  });
});
