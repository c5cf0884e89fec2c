import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/client';
import { queries } from './api/queries';
import { initLang } from './i18n/lang';
import { App } from './app/App';
import './app/global.css';

initLang();
// The frame's shared calls start before React renders, in parallel (no waterfall on first paint).
void queryClient.prefetchQuery(queries.content());
void queryClient.prefetchQuery(queries.headerMenu());
void queryClient.prefetchQuery(queries.banners());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The mock's developer panel, development only (a production build drops it: see src/dev-panel).
if (import.meta.env.DEV) void import('./dev-panel/mount').then((m) => m.mountDevPanel());
