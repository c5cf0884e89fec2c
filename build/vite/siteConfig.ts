import { loadEnv, type Plugin } from 'vite';
import { readSiteConfig } from '../../src/shared/configRules.ts';

/**
 * Reads the site's settings once, when Vite starts, and hands the result to the bundle as the
 * constant `__SITE_CONFIG__` (src/shared/config.ts). Two reasons: a production build with a setting
 * that would ship a broken site stops here, before it writes anything (config.ts would otherwise
 * throw in every visitor's browser); and the rules themselves (src/shared/configRules.ts) stay out of the
 * visitor's JavaScript: every page would otherwise download and run them to learn what the build
 * already knew.
 */
export function siteConfig(): Plugin {
  return {
    name: 'site-config',
    config(user, { command, mode }) {
      const envDir = typeof user.envDir === 'string' ? user.envDir : (user.root ?? process.cwd());
      // MEDIA_ORIGINS is `npm run serve`'s too: the hosts whose pictures nginx resizes (decision 0150).
      const env = loadEnv(mode, envDir, ['VITE_', 'MEDIA_ORIGINS']);
      const productionBuild = command === 'build' && mode === 'production';
      return { define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig(env, { productionBuild })) } };
    },
  };
}
