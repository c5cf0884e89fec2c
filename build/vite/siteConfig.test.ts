import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { siteConfig } from './siteConfig';

type ConfigHook = (config: UserConfig, env: ConfigEnv) => UserConfig;

function run(plugin: Plugin, env: ConfigEnv): UserConfig {
  return (plugin.config as ConfigHook)({ envDir: '/nonexistent-env-dir' }, env);
}

describe('siteConfig (the Vite plugin)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defines __SITE_CONFIG__ as the settings the rules computed', () => {
    vi.stubEnv('VITE_CAPTCHA', 'offline');
    const config = run(siteConfig(), { command: 'build', mode: 'production' });
    const defined = JSON.parse(String(config.define?.__SITE_CONFIG__)) as { captcha: string };
    expect(defined.captcha).toBe('offline');
  });

  it('stops a production build that would ship without a captcha', () => {
    vi.stubEnv('VITE_CAPTCHA', '');
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '');
    expect(() => run(siteConfig(), { command: 'build', mode: 'production' })).toThrow(
      /VITE_RECAPTCHA_SITE_KEY/,
    );
  });

  it('lets development run without any variable', () => {
    vi.stubEnv('VITE_CAPTCHA', '');
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '');
    const config = run(siteConfig(), { command: 'serve', mode: 'development' });
    expect(JSON.parse(String(config.define?.__SITE_CONFIG__))).toMatchObject({ captcha: 'offline' });
  });
});
