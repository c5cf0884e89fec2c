import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { siteConfig } from './src/shared/configPlugin.ts';
import { cookieConsentScript } from './src/features/frame/CookieNoticeScript.ts';

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

/**
 * The prerender's server bundle (`vite build --ssr src/entry-server.tsx`, into `dist-ssr/`, never
 * served). One file with its dynamic imports inlined: a lazy component then resolves within a
 * render pass of the prerender instead of waiting for a file read. Dependencies stay external
 * (Node loads react, react-router… from node_modules, one copy each).
 */
function ssrConfig(env: Record<string, string>) {
  return {
    plugins: [react(), siteConfig()],
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

/**
 * React Router's production build creates its components and contexts at the top level with
 * `React.forwardRef(…)` / `React.createContext(…)` / `React.memo(…)` calls that carry no
 * `@__PURE__` mark, and names them with `X.displayName = "…"`: the bundler must then keep every one
 * of them, used or not (`<Form>`, `useSubmit`, `<ScrollRestoration>`, the fetcher form…, about
 * 1.3 KB gzip of the critical JS). Marking those calls pure and dropping the display names (they
 * only label components in React's developer tools) lets tree-shaking remove the unused ones.
 * Only the top-level `var X = React.…(` lines are touched; the line count stays the same.
 */
function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      const out = code
        .replace(/^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { code: out, map: null };
    },
  };
}

const CORE_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]|src[\\/](api|i18n)[\\/]/;

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  if (isSsrBuild) return ssrConfig(env);
  const apiOrigin = env.API_ORIGIN || `http://127.0.0.1:${env.MOCK_PORT || '3001'}`;
  return {
    plugins: [react(), siteConfig(), routerTreeShaking(), cookieConsentScript()],
    resolve: { alias: command === 'build' && mode === 'production' ? routerProductionAliases : [] },
    server: { host: '127.0.0.1', port: Number(env.PORT || 5173), proxy: proxyTable(apiOrigin) },
    preview: { host: '127.0.0.1', port: Number(env.PORT || 4173), proxy: proxyTable(apiOrigin) },
    // The manifest lets scripts/check-bundle-budget.ts follow the chunk graph of `/`.
    build: {
      target: 'es2022',
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
        // index.html starts the SPA (and a frame shell); src/boot.ts starts a prerendered page once
        // it has loaded (scripts/prerender/html.ts swaps it in).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
        },
        output: {
          codeSplitting: {
            groups: [
              {
                // Every page needs React, the router, React Query and the API/i18n core: one chunk
                // compresses better than the dozen small ones automatic splitting makes of them.
                name: 'core',
                // Left out, so they follow the lazy chunks that use them (critical JS of `/`,
                // budget.json): React Query's hydration code (only a prerendered page loads it, see
                // src/app/startFromPrerender.tsx), its mutation hook (the lazy form bodies) and its
                // infinite queries (the lazy list pages); the calendar names (clock, weather,
                // reception days), HTML-to-text (detail pages), the weather client, the offline
                // captcha token and the e-mail rule. None of them is imported
                // by the i18n/api barrels: a module the group captures drags its imports in with it.
                test: (id: string) =>
                  CORE_MODULES.test(id) &&
                  !/query-core[\\/]build[\\/]modern[\\/]hydration/.test(id) &&
                  !/[\\/](?:mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/.test(
                    id,
                  ) &&
                  !/src[\\/](?:i18n[\\/]calendarNames|api[\\/](?:htmlText|weather|captcha|email))\.ts$/.test(
                    id,
                  ),
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
});
