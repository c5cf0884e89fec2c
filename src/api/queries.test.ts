import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { HttpResponse } from 'msw';
import { apiAnswer, apiHandler } from '../../tests/support/unit/api-handlers';
import { makeBanner, makeNotice, makePaged } from '../../tests/support/unit/factories';
import { recordRequests, requestsTo, server } from '../../tests/support/unit/server';
import { prerenderedValidators } from './client';
import { callKey, callQuery, queries } from './queries';
import type { Notice } from './types';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('callQuery', () => {
  it("fetches the call's own URL with its arguments and answers its body", async () => {
    const notice = makeNotice({ slug: 'visa' });
    const page = makePaged([makeNotice()], 3, true);
    const requests = recordRequests();
    server.use(apiAnswer('getNoticeDetail', notice), apiAnswer('getNotices', page));

    const qc = client();
    const detail = await qc.fetchQuery(callQuery('getNoticeDetail', 'visa'));
    const list = await qc.fetchQuery(callQuery('getNotices', { page: 2, size: 1 }));

    expect(detail).toEqual(notice);
    expect(list).toEqual(page);
    expect(requestsTo(requests, 'getNoticeDetail').map((r) => r.path)).toEqual(['/notices/detail/visa/']);
    expect(requestsTo(requests, 'getNotices').map((r) => r.path)).toEqual(['/notices/list/?page=2&size=1']);
    // The answer is typed from the client function.
    expectTypeOf(detail).toEqualTypeOf<Notice>();
    expectTypeOf(list.results).toEqualTypeOf<Notice[]>();
  });

  it("keys a query by the call's name and its arguments: one key per request, JSON as it is", () => {
    expect(callQuery('getNoticeDetail', 'a').queryKey).toEqual(['getNoticeDetail', 'a']);
    expect(callQuery('getNotices', { page: 2 }).queryKey).toEqual(['getNotices', { page: 2 }]);
    expect(callQuery('getBanners').queryKey).toEqual(['getBanners']);

    const hash = (key: readonly unknown[]) => hashKey(key);
    expect(hash(callQuery('getNoticeDetail', 'a').queryKey)).not.toBe(
      hash(callQuery('getNoticeDetail', 'b').queryKey),
    );
    expect(hash(callQuery('getNotices', { page: 1 }).queryKey)).not.toBe(
      hash(callQuery('getNotices', { page: 2 }).queryKey),
    );
    // The same request in another field order is the same query.
    expect(hash(callQuery('getNotices', { page: 1, size: 1 }).queryKey)).toBe(
      hash(callQuery('getNotices', { size: 1, page: 1 }).queryKey),
    );
    // Every key starts with its call's prefix, and never with a named entry's.
    expect(callQuery('getNotices', {}).queryKey.slice(0, 1)).toEqual(callKey('getNotices'));
    expect(queries.noticeList().queryKey[0]).not.toBe('getNotices');
  });
});

describe("a query's refresh with a prerendered page's ETag (decision 0270)", () => {
  it('keeps the held answer, the same object, when the API answers 304', async () => {
    prerenderedValidators.set('/api/v1/main/banners/', '"v1"');
    const seen: (string | null)[] = [];
    const changed = [makeBanner()];
    server.use(
      apiHandler('getBanners', ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return request.headers.get('If-None-Match') === '"v1"'
          ? new HttpResponse(null, { status: 304 })
          : HttpResponse.json(changed, { headers: { ETag: '"v2"' } });
      }),
    );
    const qc = client();
    const held = [makeBanner()];
    qc.setQueryData(callQuery('getBanners').queryKey, held);
    // Fetched again, as the refresh of a prerendered page's data does.
    const again = () => qc.fetchQuery({ ...callQuery('getBanners'), staleTime: 0 });
    await expect(again()).resolves.toBe(held);
    expect(qc.getQueryState(callQuery('getBanners').queryKey)?.status).toBe('success');
    // Changed since: the new answer, and its ETag for the next refresh.
    prerenderedValidators.set('/api/v1/main/banners/', '"v0"');
    await expect(again()).resolves.toEqual(changed);
    expect(seen).toEqual(['"v1"', '"v0"']);
    expect(prerenderedValidators.get('/api/v1/main/banners/')).toBe('"v2"');
    prerenderedValidators.clear();
  });

  it("keeps an infinite query's held page on a 304, and fetches a page it does not hold", async () => {
    prerenderedValidators.set('/api/v1/notices/list/?size=1&page=1', '"p1"');
    prerenderedValidators.set('/api/v1/notices/list/?size=1&page=2', '"p2"');
    const fetched = makePaged([makeNotice()], 3, true);
    const seen: (string | null)[] = [];
    server.use(
      apiHandler('getNotices', ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return request.headers.get('If-None-Match') === '"p1"'
          ? new HttpResponse(null, { status: 304 })
          : HttpResponse.json(fetched);
      }),
    );
    const qc = client();
    const first = makePaged([makeNotice()], 3, true);
    qc.setQueryData(queries.noticeList().queryKey, { pages: [first], pageParams: [1] });
    // Fetched again with one page more: the held page is asked about, the next one fetched.
    const data = await qc.fetchInfiniteQuery({ ...queries.noticeList(), pages: 2, staleTime: 0 });
    expect(data.pages[0]).toBe(first);
    expect(data.pages[1]).toEqual(fetched);
    // Page 2 was not held: asked plainly, though a validator was known for it.
    expect(seen).toEqual(['"p1"', null]);
    prerenderedValidators.clear();
  });
});

/**
 * The arguments are typed from the client function: each line below must fail to compile. Never
 * called (exported only to count as used); read by the type checker (`npx tsc -b`), which fails on an unused `@ts-expect-error`.
 */
export const wrongCalls = () => [
  // @ts-expect-error -- a slug is a string
  callQuery('getNoticeDetail', 1),
  // @ts-expect-error -- the slug is missing
  callQuery('getNoticeDetail'),
  // @ts-expect-error -- an optional query is given explicitly (`{}`), so the request options never take its place
  callQuery('getNotices'),
  // @ts-expect-error -- no such query parameter
  callQuery('getNotices', { pages: 1 }),
  // @ts-expect-error -- `page` is a number
  callQuery('getNotices', { page: '1' }),
  // @ts-expect-error -- the call takes no arguments
  callQuery('getBanners', {}),
  // @ts-expect-error -- the request options are the query's own (its signal)
  callQuery('getNoticeDetail', 'a', { signal: new AbortController().signal }),
  // @ts-expect-error -- a POST is no query
  callQuery('createSubscription', { email: 'a@b.tm', captcha: 'x' }),
  // @ts-expect-error -- no such call
  callQuery('getNothing', { page: 1 }),
  // @ts-expect-error -- a prefix names a GET call
  callKey('checkOtp'),
];
