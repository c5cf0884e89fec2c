import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/client';
import { ApiError } from '../../../src/api/http';
import { apiAnswer, contractRoute } from './api-handlers';
import { makePaged, makePost } from './factories';
import { recordRequests, server, takeUnhandledRequests } from './server';

describe('unit test support', () => {
  it("reads each handler's method and path from the contract's own function", () => {
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

  it('collects a request no handler answers (the setup then fails the test with it)', async () => {
    await expect(api.getVideos()).rejects.toBeInstanceOf(ApiError);
    expect(takeUnhandledRequests()).toEqual([
      expect.stringMatching(/^GET http:\/\/[^/]+\/api\/v1\/multimedia\/videos\/$/),
    ]);
  });
});
