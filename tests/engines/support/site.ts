/**
 * The production path for the engine journeys, started once for all engines (Vitest's global
 * setup of the `engines` project): the mock API, then the production build for it
 * (VITE_CAPTCHA=offline), prerendered by `npm run prerender`'s own script and served by nginx as
 * `npm run serve` runs it — the end-to-end suite's site server (tests/e2e/support/site-process.ts),
 * reused as it is. Each engine puts its own proxy (proxy.ts) in front of that nginx.
 *
 * The data is not quite the fixtures': the newest news item gets a title no fixture has, with a
 * word of its own that the header search then finds, so the journeys read what they expect from
 * the API instead of knowing it.
 *
 * ENGINES_SITE_ORIGIN and ENGINES_API_ORIGIN point the journeys at a site already started (by
 * `npx tsx tests/engines/support/site.ts`, which prints them): a journey run again in seconds.
 */
import { pathToFileURL } from 'node:url';
import { createApi } from '../../../src/api/calls';
import { createMockServer } from '../../../mock-api/server';
import { startSiteServer } from '../../e2e/support/site-process';

export interface EngineSite {
  /** nginx, serving the prerendered build. */
  origin: string;
  /** The mock API nginx proxies /api to. */
  api: string;
}

/**
 * The pages prerendered: one of each page type the journeys visit (the others render in the
 * browser), and the e-visa page, whose text is in the site search: the index's base has a page of
 * each language, as a real site's has (a base without one is made whole, scripts/search-index).
 */
export const PRERENDERED = ['/', '/contacts', '/posts', '/media', '/search', '/offline', '/evisa'];

/** The news item given a title of its own, and the word of it the header search finds. */
export const NEWS_WORD = 'karakumflower';

async function retitleNewestPost(api: string): Promise<string> {
  const { results } = await createApi({ baseUrl: `${api}/api/v1` }).getAllPosts({ page: 1, size: 1 });
  const post = results[0];
  if (!post) throw new Error('the mock lists no news');
  const stamp = new Date().toISOString().slice(0, 16);
  const answer = await fetch(`${api}/__mock/db/posts/${post.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name_tm: `Täze habar ${NEWS_WORD} ${stamp}`,
      name_ru: `Новость ${NEWS_WORD} ${stamp}`,
      name_en: `News of the ${NEWS_WORD} ${stamp}`,
    }),
  });
  if (!answer.ok) throw new Error(`the mock refused the new title: ${answer.status} ${await answer.text()}`);
  return post.slug;
}

/** Starts the mock and the prerendered site; the function it returns stops both. */
export async function startEngineSite(): Promise<{ site: EngineSite; stop: () => Promise<void> }> {
  const mock = await createMockServer({ port: 0, quiet: true, watch: false });
  try {
    const slug = await retitleNewestPost(mock.url);
    const started = Date.now();
    const server = await startSiteServer(
      { VITE_CAPTCHA: 'offline' },
      { prerender: true, prerenderPages: PRERENDERED, apiOrigin: mock.url },
    );
    // The news item in a run of its own, as the timer's next run after it was published: its page
    // goes into the search index's recent part (scripts/search-index), so each engine's search
    // reads the base and the part merged (Pagefind's mergeIndex), as visitors do between whole runs.
    const again = await server.prerender({ PRERENDER_PAGES: `/post/${slug}` });
    if (!/search index: 3 pages \(tk 1, ru 1, en 1\), in the recent part/.test(again))
      throw new Error(`the news item's run did not index it into the recent part:\n${again}`);
    console.log(
      `[engines] site built, prerendered and served in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return {
      site: { origin: server.origin, api: mock.url },
      stop: async () => {
        await server.stop();
        await mock.close();
      },
    };
  } catch (error) {
    await mock.close();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { site, stop } = await startEngineSite();
  console.log(`ENGINES_SITE_ORIGIN=${site.origin} ENGINES_API_ORIGIN=${site.api}`);
  const quit = () => void stop().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}
