import { describe, expect, it } from 'vitest';
import { configFromEnv, withoutAppStart } from './build';
import { KILL_SWITCH } from './killSwitch';

describe('the service worker build', () => {
  it('drops everything that starts the app from the offline page, and keeps its styles', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/style.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
      '<script type="module" crossorigin src="/assets/boot.js" data-app="/assets/index.js"></script></head>' +
      '<body><main>Offline</main><script type="application/json" id="prerender-state">{"a":"</"}</script></body>';
    expect(withoutAppStart(html)).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/style.css"></head><body><main>Offline</main></body>',
    );
  });

  it('takes the network timeout from SW_NETWORK_TIMEOUT_S, within reason', () => {
    expect(configFromEnv({}).networkTimeoutSeconds).toBe(3);
    expect(configFromEnv({ SW_NETWORK_TIMEOUT_S: '5' }).networkTimeoutSeconds).toBe(5);
    for (const bad of ['0', '-1', 'soon', '600'])
      expect(() => configFromEnv({ SW_NETWORK_TIMEOUT_S: bad }), bad).toThrow(/SW_NETWORK_TIMEOUT_S/);
  });

  it('has a kill switch that empties the caches and unregisters, without reloading any tab', () => {
    expect(KILL_SWITCH).toContain('caches.delete');
    expect(KILL_SWITCH).toContain('registration.unregister()');
    expect(KILL_SWITCH).not.toMatch(/navigate|reload/);
  });
});
