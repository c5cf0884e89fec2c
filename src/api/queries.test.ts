import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiAnswer } from '../../tests/support/unit/api-handlers';
import { makeNotice, makePaged } from '../../tests/support/unit/factories';
import { recordRequests, requestsTo, server } from '../../tests/support/unit/server';
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
