/**
 * Conditional GETs (docs/decisions/0270): every read of the contract answers with an ETag and a
 * Last-Modified, and 304 with no body to a client whose copy is current, as Django's
 * ConditionalGetMiddleware does; the ETag changes when the live data does; scenarios and faults
 * keep it. The addresses come from the published document, so a new call is checked without an
 * edit here.
 */
import { describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '../../mock-api/openapi/document';
import { fixtureDb, startMock } from './support';

const h = startMock({ watch: false });

type Operation = { parameters?: { in?: string; name?: string; example?: unknown; $ref?: string }[] };

/** Every GET address of the document, its path parameters filled with the document's examples. */
function everyRead(): string[] {
  const paths = openApiDocument().paths as Record<string, { get?: Operation }>;
  return Object.entries(paths)
    .filter(([, item]) => item.get)
    .map(([path, item]) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const param = item.get!.parameters?.find((p) => p.in === 'path' && p.name === name);
        return encodeURIComponent(String(param?.example));
      }),
    );
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await h.fetch(path, { headers });
  return { response, body: await response.text() };
}

describe('every read carries validators and answers 304 to a current copy', () => {
  it('If-None-Match (strong or weak) and If-Modified-Since give 304 with no body; a stale copy gets the 200', async () => {
    const reads = everyRead();
    expect(reads.length).toBeGreaterThan(20);
    for (const read of reads) {
      const path = `/api/v1${read}`;
      const first = await get(path);
      expect(first.response.status, path).toBe(200);
      const etag = first.response.headers.get('etag');
      const lastModified = first.response.headers.get('last-modified');
      // Weak when the mock compressed the answer (its news pages), as Django's GZipMiddleware leaves it.
      const coded = first.response.headers.get('content-encoding') === 'gzip';
      expect(etag, path).toMatch(coded ? /^W\/"[0-9a-f]{32}"$/ : /^"[0-9a-f]{32}"$/);
      expect(Number.isFinite(Date.parse(lastModified ?? '')), path).toBe(true);

      const strong = etag!.replace(/^W\//, '');
      const current: Record<string, string>[] = [
        { 'If-None-Match': strong },
        { 'If-None-Match': `W/${strong}` },
        { 'If-None-Match': `"other", ${strong}` },
        { 'If-Modified-Since': lastModified! },
      ];
      for (const headers of current) {
        const again = await get(path, headers);
        expect(again.response.status, `${path} ${JSON.stringify(headers)}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.response.headers.get('etag')).toBe(etag);
        expect(again.response.headers.get('content-type')).toBeNull();
      }

      const earlier = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      const stale: Record<string, string>[] = [
        { 'If-None-Match': '"an-older-answer"' },
        { 'If-Modified-Since': earlier },
        // If-Modified-Since counts only without If-None-Match (RFC 9110 §13.2.2, as Django).
        { 'If-None-Match': '"an-older-answer"', 'If-Modified-Since': lastModified! },
      ];
      for (const headers of stale) {
        const full = await get(path, headers);
        expect(full.response.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(full.body).toBe(first.body);
      }
    }
  });

  it("a compressed answer has its JSON's ETag: a copy fetched plain validates a compressed one, and back", async () => {
    const path = '/api/v1/posts/all-posts/?size=5';
    const plain = await get(path, { 'Accept-Encoding': 'identity' });
    const coded = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(coded.response.headers.get('content-encoding')).toBe('gzip');
    expect(coded.body).toBe(plain.body);
    const etag = plain.response.headers.get('etag')!;
    expect(coded.response.headers.get('etag')).toBe(`W/${etag}`);
    expect(coded.response.headers.get('last-modified')).toBe(plain.response.headers.get('last-modified'));
    const asked = [
      await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag }),
      await get(path, { 'Accept-Encoding': 'identity', 'If-None-Match': `W/${etag}` }),
    ];
    expect(asked.map((a) => a.response.status)).toEqual([304, 304]);
  });

  it('a HEAD carries the ETag of the GET; an answer that is not a success carries none', async () => {
    const path = '/api/v1/main/banners/';
    const got = await get(path);
    const head = await h.fetch(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(got.response.headers.get('etag'));
    const missing = await get('/api/v1/posts/post-detail/no-such-post');
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('etag')).toBeNull();
    const again = await get('/api/v1/posts/post-detail/no-such-post', { 'If-None-Match': '*' });
    expect(again.response.status).toBe(404);
  });

  it('the weather: the same reading for ten minutes, so a refresh within them is a 304', async () => {
    const path = '/weather/data/2.5/weather?q=ashgabat&appid=key';
    // The mock runs in this process: its clock is the test's.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
      const first = await get(path);
      const etag = first.response.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      vi.setSystemTime(new Date('2026-11-28T10:09:59Z'));
      expect((await get(path, { 'If-None-Match': etag })).response.status).toBe(304);
      vi.setSystemTime(new Date('2026-11-28T10:10:00Z'));
      const next = await get(path, { 'If-None-Match': etag });
      expect(next.response.status).toBe(200);
      expect(next.response.headers.get('etag')).not.toBe(etag);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the ETag follows the live data', () => {
  it('an edit through /__mock/db (the developer panel) changes the detail and the lists holding it', async () => {
    const post = fixtureDb.posts.find((p) => p.type === 'post')!;
    const reads = [
      `/api/v1/posts/post-detail/${encodeURIComponent(post.slug)}`,
      '/api/v1/posts/all-posts/?size=100',
    ];
    const before = await Promise.all(reads.map((path) => get(path)));
    const edited = await h.fetch(`/__mock/db/posts/${post.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name_en: `${post.name_en} (edited)` }),
    });
    expect(edited.status).toBe(200);
    for (const [i, path] of reads.entries()) {
      const old = before[i]!.response.headers;
      const after = await get(path, { 'If-None-Match': old.get('etag')! });
      expect(after.response.status, path).toBe(200);
      expect(after.body).toContain('(edited)');
      expect(after.response.headers.get('etag')).not.toBe(old.get('etag'));
      // A later version is never dated as the one it replaces, even within the same second.
      expect(Date.parse(after.response.headers.get('last-modified')!)).toBeGreaterThan(
        Date.parse(old.get('last-modified')!),
      );
      const byDate = await get(path, { 'If-Modified-Since': old.get('last-modified')! });
      expect(byDate.response.status, path).toBe(200);
    }
  });

  it('a new notice changes the notice lists; the details it does not touch keep theirs', async () => {
    const main = await get('/api/v1/notices/main/');
    const about = await get(`/api/v1/about/about-detail/${fixtureDb.about_pages[0]!.slug}/`);
    const notice = {
      ...fixtureDb.notices[0]!,
      id: 990_001,
      slug: 'a-new-notice',
      pub_date: new Date().toISOString(),
    };
    const created = await h.fetch('/__mock/db/notices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(notice),
    });
    expect(created.status).toBe(201);
    const mainAfter = await get('/api/v1/notices/main/', {
      'If-None-Match': main.response.headers.get('etag')!,
    });
    expect(mainAfter.response.status).toBe(200);
    expect(mainAfter.body).toContain('a-new-notice');
    const aboutAfter = await get(`/api/v1/about/about-detail/${fixtureDb.about_pages[0]!.slug}/`, {
      'If-None-Match': about.response.headers.get('etag')!,
    });
    expect(aboutAfter.response.status).toBe(304);
  });
});

describe('under scenarios and faults', () => {
  it("a scenario's forced answer carries its own validators and a 304; a failure carries none", async () => {
    const scenario = { 'X-Mock-Scenario': 'empty-lists' };
    const empty = await get('/api/v1/main/banners/', scenario);
    expect(empty.body).toBe('[]');
    const etag = empty.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await get('/api/v1/main/banners/', { ...scenario, 'If-None-Match': etag })).response.status).toBe(
      304,
    );
    // The real answer is another body: the copy the scenario gave is not current for it.
    expect((await get('/api/v1/main/banners/', { 'If-None-Match': etag })).response.status).toBe(200);
    const failed = await get('/api/v1/main/banners/', { 'X-Mock-Scenario': 'server-error' });
    expect(failed.response.status).toBe(500);
    expect(failed.response.headers.get('etag')).toBeNull();
  });

  it('a delayed or dribbled answer keeps its validators and its 304', async () => {
    const path = '/api/v1/main/content/';
    const plain = await get(path);
    const etag = plain.response.headers.get('etag')!;
    for (const fault of ['latency;type=fixed;ms=50', 'dribble;duration=200;chunks=4']) {
      const full = await get(path, { 'X-Mock-Fault': fault });
      expect(full.response.status, fault).toBe(200);
      expect(full.response.headers.get('etag'), fault).toBe(etag);
      expect(full.body, fault).toBe(plain.body);
      const current = await get(path, { 'X-Mock-Fault': fault, 'If-None-Match': etag });
      expect(current.response.status, fault).toBe(304);
    }
  });
});

describe('the published document', () => {
  it('says every read answers 304 to If-None-Match / If-Modified-Since and sends ETag with its 200', () => {
    const paths = openApiDocument().paths as Record<
      string,
      { get?: Operation & { responses: Record<string, { headers?: Record<string, unknown> }> } }
    >;
    for (const [path, item] of Object.entries(paths)) {
      if (!item.get) continue;
      const { responses, parameters } = item.get;
      for (const status of ['200', '304'])
        expect(Object.keys(responses[status]?.headers ?? {}), `${path} ${status}`).toEqual([
          'ETag',
          'Last-Modified',
        ]);
      expect(
        parameters?.filter((p) => p.in === 'header').map((p) => p.name),
        path,
      ).toEqual(['If-None-Match', 'If-Modified-Since']);
    }
  });
});
