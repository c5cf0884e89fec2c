import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `/api` (and the mock's `/media` and `/weather` emulation) are proxied to API_ORIGIN, so one build
 * runs against the local mock, a staging backend or production without rebuilding.
 * `changeOrigin` stays off: the API sees the site's Host and builds its paging links from it.
 */
export function proxyTable(apiOrigin: string): Record<string, ProxyOptions> {
  const target: ProxyOptions = { target: apiOrigin, changeOrigin: false, xfwd: true };
  return { '/api': target, '/media': target, '/weather': target };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiOrigin = env.API_ORIGIN || `http://127.0.0.1:${env.MOCK_PORT || '3001'}`;
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: Number(env.PORT || 5173), proxy: proxyTable(apiOrigin) },
    preview: { host: '127.0.0.1', port: Number(env.PORT || 4173), proxy: proxyTable(apiOrigin) },
    // The manifest lets scripts/check-bundle-budget.ts follow the chunk graph of `/`.
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  };
});
