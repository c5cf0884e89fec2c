import type { Plugin } from 'vite';
import { readSiteConfig } from './configRules';

/**
 * Stops `vite build` for production before it writes anything when the configuration would ship a
 * broken site (config.ts would otherwise throw in every visitor's browser).
 */
export function siteConfigCheck(): Plugin {
  return {
    name: 'site-config-check',
    configResolved(resolved) {
      if (resolved.command !== 'build' || !resolved.isProduction) return;
      readSiteConfig(resolved.env, { productionBuild: true });
    },
  };
}
