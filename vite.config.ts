import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { siteConfig } from './build/vite/siteConfig.ts';
import { readSiteConfig } from './src/shared/configRules.ts';
import { cookieConsentScript } from './build/vite/cookieConsentScript.ts';
import { buildTargets } from './build/vite/browserTargets.ts';
import { searchIndexDev } from './build/vite/searchIndexDev.ts';
import { siteSettingsRecord } from './build/vite/siteSettingsRecord.ts';
import { applyEnvFile } from './scripts/config/envFile.ts';

/**
 * `/api` (and the mock's `/media` and `/weather` emulation) are proxied to API_ORIGIN, so one build
 * runs against the local mock, a staging backend or production without rebuilding.
 * `changeOrigin` stays off: the API sees the site's Host and builds its paging links from it.
 */
export function proxyTable(
  apiOrigin: string,
  mediaOrigins: readonly string[] = [],
): Record<string, ProxyOptions> {
  const target: ProxyOptions = { target: apiOrigin, changeOrigin: false, xfwd: true };
  // `/media` alone is the site's media page: only files below `/media/` go to the API origin.
  // `/rss/{lang}` is the header's latest-news feed (VITE_NEWS_FEED_PATH's default).
  // `/__mock` is the mock's admin API, for the development panel (src/dev-panel).
  // A host MEDIA_ORIGINS names (decision 0150): `/media-origins/{host}{path}` is its original here;
  // only nginx resizes.
  const hosts = Object.fromEntries(
    mediaOrigins.map((origin): [string, ProxyOptions] => {
      const prefix = `/media-origins/${new URL(origin).host}`;
      return [
        `${prefix}/`,
        { target: origin, changeOrigin: true, rewrite: (path) => path.slice(prefix.length).split('?')[0]! },
      ];
    }),
  );
  return {
    ...hosts,
    '/api': target,
    '^/media/.+': target,
    '/weather': target,
    '^/rss/[^/]+$': target,
    '/__mock': target,
  };
}

/**
 * React Router's production build: the same code as its development build with
 * `ENABLE_DEV_WARNINGS = false`, so visitors get no developer warnings in the console and no
 * "Hey developer" box under an unexpected error (and 0.6 kB gzip less). Its package exports have no
 * condition that selects it (react-server, node, module, import and default all point at
 * `dist/development/`), so `resolve.conditions` cannot; these aliases swap the path and leave the
 * code as published.
 */
const routerProductionAliases = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

/**
 * The prerender's server bundle (`vite build --ssr src/entry-server.tsx`, into `dist-ssr/`, never
 * served). One file with its dynamic imports inlined: a lazy component then resolves within a
 * render pass of the prerender instead of waiting for a file read. Dependencies stay external
 * (Node loads react, react-router… from node_modules, one copy each).
 */
function ssrConfig(env: Record<string, string>) {
  return {
    plugins: [react(), siteConfig(), siteSettingsRecord()],
    publicDir: false as const,
    build: {
      target: 'node20',
      outDir: env.SSR_OUT_DIR || 'dist-ssr',
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // The deployment's env file (SITE_ENV_FILE, decision 0230), before anything reads a variable.
  applyEnvFile(process.env);
  const env = loadEnv(mode, process.cwd(), '');
  if (isSsrBuild) return ssrConfig(env);
  const apiOrigin = env.API_ORIGIN || `http://127.0.0.1:${env.MOCK_PORT || '3001'}`;
  const { mediaResizeOrigins } = readSiteConfig(env, { productionBuild: false });
  return {
    plugins: [react(), siteConfig(), siteSettingsRecord(), cookieConsentScript(), searchIndexDev(apiOrigin)],
    resolve: { alias: command === 'build' && mode === 'production' ? routerProductionAliases : [] },
    server: {
      host: '127.0.0.1',
      port: Number(env.PORT || 5173),
      proxy: proxyTable(apiOrigin, mediaResizeOrigins),
      // What the tests, the coverage, the server build and the mock write inside the project: a
      // changed .html file there (a Playwright trace's page, a coverage report, a prerendered page)
      // made the dev server reload every open page, the dev panel's e2e test's too, in mid-test.
      watch: { ignored: ['**/tests/.artifacts/**', '**/coverage/**', '**/dist-ssr/**', '**/.mock-data/**'] },
    },
    preview: {
      host: '127.0.0.1',
      port: Number(env.PORT || 4173),
      proxy: proxyTable(apiOrigin, mediaResizeOrigins),
    },
    // The manifest lets scripts/check-bundle-budget.ts follow the chunk graph of `/`.
    build: {
      // The supported browsers' oldest versions, from package.json's browserslist (decision 0220);
      // the CSS minifier follows the same target.
      target: buildTargets(),
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      // One stylesheet for the whole site (about 9 kB gzip): a page links it once instead of a dozen
      // render-blocking files on a slow network, and no lazy chunk adds a stylesheet at run time,
      // which made the browser restyle the whole page while it was starting (decision 0023).
      cssCodeSplit: false,
      // No modulepreload polyfill: every browser the site supports preloads modules itself (Safari
      // before 17 only loses the hint, not the module), and the polyfill ran on every first visit.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        // index.html starts the SPA (and a frame page); src/boot.ts starts a prerendered page once
        // it has loaded (scripts/prerender/html.ts swaps it in).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
        },
        // No manual chunk groups: the bundler's own splitting measured as small as one framework
        // group for `/` (decision 0090, docs/performance.md).
      },
    },
  };
});
