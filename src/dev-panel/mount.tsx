/**
 * Mounts the mock's developer panel in development only. main.tsx imports this module behind
 * `import.meta.env.DEV`, so a production build drops it entirely (a contract test searches dist/).
 * The panel has its own root outside #root: it never takes part in the site's render or hydration.
 */
import { createRoot } from 'react-dom/client';
import { DevPanel } from './DevPanel';
import './dev-panel.css';

export const DEV_PANEL_ROOT_ID = 'mock-dev-panel';

export function mountDevPanel(): void {
  if (document.getElementById(DEV_PANEL_ROOT_ID)) return;
  const host = document.createElement('div');
  host.id = DEV_PANEL_ROOT_ID;
  document.body.append(host);
  createRoot(host).render(<DevPanel />);
}
