import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { siteConfigCheck } from './src/shared/configPlugin';

/**
 * `/api` (and the mock's `/media` and `/weather` emulation) are proxied to API_ORIGIN, so one build
 * runs against the local mock, a staging backend or production without rebuilding.
 * `changeOrigin` stays off: the API sees the site's Host and builds its paging links from it.
 */
export function proxyTable(apiOrigin: string): Record<string, ProxyOptions> {
  const target: ProxyOptions = { target: apiOrigin, changeOrigin: false, xfwd: true };
  // `/media` alone is the site's media page: only files below `/media/` go to the API origin.
  // `/rss/{lang}` is the header's latest-news feed (VITE_NEWS_FEED_PATH's default).
  // `/__mock` is the mock's admin API, for the development panel (src/dev-panel).
  return {
    '/api': target,
    '^/media/.+': target,
    '/weather': target,
    '^/rss/[^/]+$': target,
    '/__mock': target,
  };
}

/**
 * react-router's package exports point every condition at its development build (dev-only
 * warnings and checks included); production builds take its production build instead, which
 * saves several KB gzip on every page.
 */
const routerProductionAliases = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiOrigin = env.API_ORIGIN || `http://127.0.0.1:${env.MOCK_PORT || '3001'}`;
  return {
    plugins: [react(), siteConfigCheck()],
    resolve: { alias: command === 'build' && mode === 'production' ? routerProductionAliases : [] },
    server: { host: '127.0.0.1', port: Number(env.PORT || 5173), proxy: proxyTable(apiOrigin) },
    preview: { host: '127.0.0.1', port: Number(env.PORT || 4173), proxy: proxyTable(apiOrigin) },
    // The manifest lets scripts/check-bundle-budget.ts follow the chunk graph of `/`.
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // Every page needs React, the router, React Query and the API/i18n core: one chunk
                // compresses better than the dozen small ones automatic splitting makes of them.
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]|src[\\/](api|i18n)[\\/]/,
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
});
