import { describe, expect, it, vi } from 'vitest';
import { CHECKED_ADDRESS, checkedFreshFor } from './prerenderChecked';

const MAX_AGE = 300_000;
const NOW = Date.parse('2026-11-28T10:00:00Z');
const now = () => NOW;
/** The page was rendered yesterday; nginx's Last-Modified of its file says so too. */
const RENDERED = '2026-11-27T08:00:00.000Z';
const FILE_DATE = 'Fri, 27 Nov 2026 08:00:01 GMT';
const state = { renderedAt: RENDERED, path: '/tm/posts' };
/** `document.lastModified`'s format: the same second as `MM/DD/YYYY hh:mm:ss` in local time. */
function documentDate(http: string): string {
  const d = new Date(Date.parse(http));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
const page = { href: 'https://site.example/tm/posts', lastModified: documentDate(FILE_DATE) };

function server({
  checkedAt = '2026-11-28T09:58:00.000Z',
  unverified = [] as string[],
  lastModified = FILE_DATE,
  recordStatus = 200,
} = {}) {
  return vi.fn((url: string | URL | Request, init?: RequestInit) => {
    if (url === CHECKED_ADDRESS)
      return Promise.resolve(
        new Response(JSON.stringify({ checkedAt, unverified }), { status: recordStatus }),
      );
    expect(init?.method).toBe('HEAD');
    return Promise.resolve(new Response(null, { status: 200, headers: { 'Last-Modified': lastModified } }));
  });
}

describe('checkedFreshFor', () => {
  it('a young page counts from its own render time and asks nothing', async () => {
    const request = server();
    const young = { ...state, renderedAt: new Date(NOW - 60_000).toISOString() };
    expect(await checkedFreshFor(young, MAX_AGE, page, request, now)).toBe(240_000);
    expect(request).not.toHaveBeenCalled();
  });

  it('an old page the last run kept counts from that run: two minutes ago leaves three', async () => {
    const request = server();
    expect(await checkedFreshFor(state, MAX_AGE, page, request, now)).toBe(180_000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a run longer ago than the configured age: refreshed as before', async () => {
    const request = server({ checkedAt: '2026-11-28T09:50:00.000Z' });
    expect(await checkedFreshFor(state, MAX_AGE, page, request, now)).toBe(0);
  });

  it('a document that is not the file the run kept (a service worker copy, a newer file): refreshed', async () => {
    const request = server({ lastModified: 'Sat, 28 Nov 2026 09:59:00 GMT' });
    expect(await checkedFreshFor(state, MAX_AGE, page, request, now)).toBe(0);
    const unknown = { ...page, lastModified: 'not a date' };
    expect(await checkedFreshFor(state, MAX_AGE, unknown, server(), now)).toBe(0);
  });

  it('a page whose render failed in that run: refreshed', async () => {
    const request = server({ unverified: ['/tm/posts'] });
    expect(await checkedFreshFor(state, MAX_AGE, page, request, now)).toBe(0);
  });

  it('no record, a broken one or no network: refreshed', async () => {
    expect(await checkedFreshFor(state, MAX_AGE, page, server({ recordStatus: 404 }), now)).toBe(0);
    const broken = vi.fn(() => Promise.resolve(new Response('{"checkedAt": 5}', { status: 200 })));
    expect(await checkedFreshFor(state, MAX_AGE, page, broken, now)).toBe(0);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkedFreshFor(state, MAX_AGE, page, offline, now)).toBe(0);
  });

  it('a configured age of 0 always refreshes, asking nothing', async () => {
    const request = server();
    expect(await checkedFreshFor(state, 0, page, request, now)).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });
});
