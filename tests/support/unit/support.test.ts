import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/client';
import { ApiError } from '../../../src/api/http';
import { API_CALLS, createApi } from '../../../src/api/calls';
import { apiAnswer, apiError, apiHeld, contractRoute, type ApiCall } from './api-handlers';
import { makePaged, makePost } from './factories';
import { recordRequests, requestsTo, server, takeUnhandledRequests } from './server';

const OK = { message: { tm: 'ok', ru: 'ok', en: 'ok' } };

describe('unit test support', () => {
  it("each function of the client requests its own entry of the contract's table", () => {
    // The handlers read the table (API_CALLS), so a function that built another call's path would
    // leave its handler answering a path the site never asks for.
    for (const call of Object.keys(API_CALLS) as ApiCall[]) {
      let seen = '';
      const recorder = createApi({
        baseUrl: '',
        fetch: (input, init) => {
          seen = `${init?.method ?? 'GET'} ${decodeURIComponent(new URL(input as string, 'http://t.invalid').pathname)}`;
          return new Promise<Response>(() => undefined);
        },
      });
      // A path parameter as its MSW name; a request body or query as an empty object.
      const params = [...API_CALLS[call].path.matchAll(/\{(\w+)\}/g)].map((m) => `:${m[1]}`);
      const fn = recorder[call] as (...args: unknown[]) => Promise<unknown>;
      void fn(...(params.length ? params : [{}]));
      const { method, path } = contractRoute(call);
      expect(seen, call).toBe(`${method} ${path}`);
    }
  });

  it("reads each handler's method and path from the contract's table", () => {
    expect(contractRoute('getPostDetail')).toEqual({ method: 'GET', path: '/posts/post-detail/:slug' });
    expect(contractRoute('getCategoryPosts')).toEqual({ method: 'GET', path: '/posts/get-posts/:category/' });
    expect(contractRoute('getAllPosts')).toEqual({ method: 'GET', path: '/posts/all-posts/' });
    expect(contractRoute('checkOtp')).toEqual({ method: 'POST', path: '/messages/check-otp/' });
  });

  it('answers the site client at its real URL and records the request with its query', async () => {
    const page = makePaged([makePost({ name_en: 'Answered' })]);
    server.use(apiAnswer('getAllPosts', page));
    const requests = recordRequests();
    await expect(api.getAllPosts({ page: 2, size: 100, word: 'visa' })).resolves.toEqual(page);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /posts/all-posts/?page=2&size=100&word=visa',
    ]);
  });

  it('sends a multipart form as a browser does: each field, and a file with its name, type and bytes', async () => {
    server.use(apiAnswer('checkOtp', OK));
    const requests = recordRequests();
    const bytes = [137, 80, 78, 71, 13, 10, 26, 10];
    const file = new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });
    await api.checkOtp({ otp: '123456', email: 'a@b.tm', file });
    const sent = requestsTo(requests, 'checkOtp');
    expect(sent).toHaveLength(1);
    const form = await sent[0]!.form();
    expect(Object.keys(form).sort()).toEqual(['email', 'file', 'otp']);
    expect(form).toMatchObject({ otp: '123456', email: 'a@b.tm' });
    const received = form.file as File;
    expect([received.name, received.type]).toEqual(['photo.png', 'image/png']);
    expect([...new Uint8Array(await received.arrayBuffer())]).toEqual(bytes);
  });

  it('tells the requests of one call apart by method and path pattern', async () => {
    server.use(apiAnswer('getPostDetail', makePost()), apiAnswer('getAllPosts', makePaged([])));
    const requests = recordRequests();
    await api.getPostDetail('a b');
    await api.getAllPosts({ page: 3 });
    expect(requestsTo(requests, 'getPostDetail').map((r) => r.path)).toEqual(['/posts/post-detail/a%20b']);
    expect(requestsTo(requests, 'getAllPosts').map((r) => r.query)).toEqual([{ page: '3' }]);
    expect(requestsTo(requests, 'getArticleDetail')).toEqual([]);
  });

  it('answers once when asked to, then lets the next handler answer', async () => {
    server.use(apiError('getVideos', 500, null, { once: true }), apiAnswer('getVideos', []));
    await expect(api.getVideos()).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(api.getVideos()).resolves.toEqual([]);
  });

  it('holds an answer until the test releases it', async () => {
    const held = apiHeld('getVideos', []);
    server.use(held.handler);
    const requests = recordRequests();
    const order: string[] = [];
    const answer = api.getVideos().then((videos) => order.push(`answered ${videos.length}`));
    await waitFor(() => expect(requestsTo(requests, 'getVideos')).toHaveLength(1));
    order.push('released');
    held.release();
    await answer;
    expect(order).toEqual(['released', 'answered 0']);
  });

  it('collects a request no handler answers (the setup then fails the test with it)', async () => {
    await expect(api.getVideos()).rejects.toBeInstanceOf(ApiError);
    expect(takeUnhandledRequests()).toEqual([
      expect.stringMatching(/^GET http:\/\/[^/]+\/api\/v1\/multimedia\/videos\/$/),
    ]);
  });
});
