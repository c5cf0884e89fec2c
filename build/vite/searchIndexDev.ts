/**
 * The site search on the development server (`npm start`), which has no prerendered pages: the
 * index is made from the mock's live data (`/__mock/db/<collection>`) as Pagefind records
 * (scripts/search-index/records.ts) and served from memory at `/pagefind/<lang>/`, where each
 * search page loads its language's index (decision 0241): here one index holds the three languages
 * and is served under each language's folder (Pagefind picks `<html lang>`'s). It is made when the
 * search page first asks for it and made again whenever the mock's data has changed since (the
 * search page's engine asks for `pagefind-entry.json` each time it starts): an edit through the
 * developer panel, `/__mock/db` or the fixture file is searchable on the next search page load.
 * Against another API than the mock (no `/__mock`), the search page says the search is unavailable.
 */
import { createHash } from 'node:crypto';
import type { Plugin, ViteDevServer } from 'vite';
import type { Item, SearchedData } from '../../scripts/search-index/records.ts';
import { LANG_ALTERNATIVES } from '../../src/api/langs.ts';

/** The index's language folder at the start of a path below `/pagefind` (`/en/…`), if any. */
const LANG_PREFIX = new RegExp(`^/(?:(?:${LANG_ALTERNATIVES})/)?`);

/**
 * records.ts reads the page table (src/app/pages.ts), whose lazy page modules import CSS: it is
 * loaded through the dev server's own module loader when needed, not bundled with this config.
 */
type Records = typeof import('../../scripts/search-index/records.ts');
const RECORDS_MODULE = '/scripts/search-index/records.ts';

const TYPES: Record<string, string> = {
  js: 'application/javascript',
  json: 'application/json',
};

export function searchIndexDev(apiOrigin: string): Plugin {
  let built: { stamp: string; files: Map<string, Uint8Array> } | null = null;
  let building: Promise<Map<string, Uint8Array>> | null = null;

  async function liveData(
    collections: (keyof SearchedData)[],
  ): Promise<{ data: SearchedData; stamp: string }> {
    const data: SearchedData = {};
    const hash = createHash('sha256');
    for (const collection of collections) {
      const response = await fetch(`${apiOrigin}/__mock/db/${collection}`);
      if (!response.ok) throw new Error(`${apiOrigin}/__mock/db/${collection}: ${response.status}`);
      const text = await response.text();
      hash.update(text);
      data[collection] = JSON.parse(text) as Item[];
    }
    return { data, stamp: hash.digest('hex') };
  }

  async function index(server: ViteDevServer): Promise<Map<string, Uint8Array>> {
    const { SEARCHED, searchRecords } = (await server.ssrLoadModule(RECORDS_MODULE)) as Records;
    const { data, stamp } = await liveData(Object.keys(SEARCHED) as (keyof SearchedData)[]);
    if (built?.stamp === stamp) return built.files;
    const pagefind = await import('pagefind');
    try {
      const { index: created, errors } = await pagefind.createIndex({});
      if (!created) throw new Error(errors.join('; '));
      for (const record of searchRecords(data)) {
        const added = await created.addCustomRecord(record);
        if (added.errors.length) throw new Error(added.errors.join('; '));
      }
      const { files, errors: written } = await created.getFiles();
      if (written.length) throw new Error(written.join('; '));
      built = { stamp, files: new Map(files.map((file) => [file.path.replace(/\\/g, '/'), file.content])) };
      return built.files;
    } finally {
      await pagefind.close();
    }
  }

  return {
    name: 'search-index-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/pagefind', (req, res) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(LANG_PREFIX, '');
        // The entry file starts every search page's engine: the moment to look for changes.
        const files =
          path === 'pagefind-entry.json' || !built
            ? (building ??= index(server).finally(() => (building = null)))
            : Promise.resolve(built.files);
        files.then(
          (map) => {
            const content = map.get(path);
            if (!content) {
              res.statusCode = 404;
              res.end();
              return;
            }
            res.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(Buffer.from(content));
          },
          (error: unknown) => {
            server.config.logger.warn(
              `[search] no index: ${error instanceof Error ? error.message : String(error)}`,
            );
            res.statusCode = 503;
            res.end();
          },
        );
      });
    },
  };
}
