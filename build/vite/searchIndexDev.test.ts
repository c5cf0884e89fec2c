import { http, HttpResponse } from 'msw';
import type { Connect, ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/support/unit/server';
import { searchIndexDev } from './searchIndexDev';
import { LANGS } from '../../src/api/langs';

const API = 'http://mock.test';

/** The mock's live database, as `/__mock/db/<collection>` answers it; counts what was read. */
let db: Record<string, unknown[]> = {};
let reads = 0;
function serveDb(status = 200) {
  server.use(
    http.get(`${API}/__mock/db/:collection`, ({ params }) => {
      reads += 1;
      if (status !== 200) return new HttpResponse(null, { status });
      return HttpResponse.json(db[params.collection as string] ?? []);
    }),
  );
}

function service(slug: string, name: string) {
  return {
    slug,
    name_en: `${name} service`,
    name_ru: `Услуга ${name}`,
    name_tm: `${name} hyzmaty`,
    content_en: `<p>About ${name} &amp; more</p>`,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** The plugin's middleware on a stand-in dev server that loads modules as Vitest does. */
function devServer() {
  let handler: Connect.SimpleHandleFunction | undefined;
  const warn = vi.fn();
  const stub = {
    middlewares: {
      use: (path: string, fn: Connect.SimpleHandleFunction) => {
        expect(path).toBe('/pagefind');
        handler = fn;
      },
    },
    ssrLoadModule: (id: string) => import(/* @vite-ignore */ `../..${id}`),
    config: { logger: { warn } },
  };
  const plugin = searchIndexDev(API);
  (plugin.configureServer as (server: ViteDevServer) => void)(stub as unknown as ViteDevServer);
  /** What the middleware answers to GET /pagefind<url> (the prefix is stripped, as connect does). */
  function get(url: string): Promise<Answer> {
    return new Promise((resolve) => {
      const answer: Answer = { status: 200, headers: {}, body: undefined };
      const res = {
        set statusCode(value: number) {
          answer.status = value;
        },
        setHeader: (name: string, value: string) => (answer.headers[name] = value),
        end: (body?: Buffer) => {
          answer.body = body;
          resolve(answer);
        },
      };
      handler!({ url } as Connect.IncomingMessage, res as never);
    });
  }
  return { plugin, get, warn };
}

async function entry(get: (url: string) => Promise<Answer>) {
  const answer = await get('/pagefind-entry.json?ts=1');
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body!.toString()) as {
    languages: Record<string, { page_count: number; hash: string }>;
  };
}

afterEach(() => {
  db = {};
  reads = 0;
});

describe('the development search index', () => {
  it('only runs on the dev server', () => {
    expect(searchIndexDev(API)).toMatchObject({ name: 'search-index-dev', apply: 'serve' });
  });

  it("serves a Pagefind index of the mock's data per language from memory", async () => {
    db = {
      services: [service('passport', 'Passport')],
      posts: [{ slug: 'n', name_en: 'News', type: 'news' }],
    };
    serveDb();
    const { get } = devServer();

    const first = await get('/pagefind-entry.json');
    expect(first.headers).toEqual({ 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    const { languages } = JSON.parse(first.body!.toString()) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(
      Object.fromEntries(Object.entries(languages).map(([lang, { page_count }]) => [lang, page_count])),
    ).toEqual({
      en: 2,
      ru: 1,
      tk: 1,
    });

    const script = await get('/pagefind.js');
    expect(script.status).toBe(200);
    expect(script.headers['Content-Type']).toBe('application/javascript');
    expect(script.body!.toString()).toContain('createInstance');
    // Where each search page loads its language's index (decision 0241): the same files.
    for (const lang of LANGS) {
      const own = await get(`/${lang}/pagefind.js`);
      expect(own.status, lang).toBe(200);
      expect(own.body, lang).toEqual(script.body);
    }

    const missing = await get('/nothing-here.pf_index');
    expect(missing.status).toBe(404);
    expect(missing.body).toBeUndefined();
  });

  it("serves the index's other files as bytes, without reading the data again", async () => {
    db = { services: [service('passport', 'Passport')] };
    serveDb();
    const { get } = devServer();
    const { languages } = await entry(get);
    const readsAfterEntry = reads;

    const meta = await get(`/pagefind.${languages.en!.hash}.pf_meta`);
    const wasm = await get('/wasm.en.pagefind?v=2');
    expect([meta.status, wasm.status]).toEqual([200, 200]);
    expect(meta.headers['Content-Type']).toBe('application/octet-stream');
    expect(wasm.body!.length).toBeGreaterThan(0);
    expect(reads).toBe(readsAfterEntry);
  });

  it('makes the index again when the data has changed, and only then', async () => {
    db = { services: [service('passport', 'Passport')] };
    serveDb();
    const { get } = devServer();
    expect((await entry(get)).languages.en!.page_count).toBe(1);
    const readsOfOneIndex = reads;
    // Unchanged data: the index already made (the entry still reads the data to know).
    expect((await entry(get)).languages.en!.page_count).toBe(1);
    expect(reads).toBe(2 * readsOfOneIndex);

    db = { services: [service('passport', 'Passport'), service('visa', 'Visa')] };
    // Other files are served from the index already made; only the entry file looks for changes.
    expect((await get('/pagefind.js')).status).toBe(200);
    expect(reads).toBe(2 * readsOfOneIndex);
    expect((await entry(get)).languages.en!.page_count).toBe(2);
    expect(reads).toBe(3 * readsOfOneIndex);
  });

  it('answers 503 and says why when the data cannot be read, then recovers', async () => {
    serveDb(500);
    const { get, warn } = devServer();

    const failed = await get('/pagefind.js');
    expect(failed.status).toBe(503);
    expect(warn).toHaveBeenCalledWith(`[search] no index: ${API}/__mock/db/services: 500`);

    db = { services: [service('passport', 'Passport')] };
    serveDb();
    expect((await entry(get)).languages.en!.page_count).toBe(1);
  });
});
