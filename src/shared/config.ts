/**
 * Build-time settings (Vite `VITE_*` variables; README, "Environment variables"). This is the one
 * place that reads `import.meta.env`; the rules live in configRules.ts. The API itself is always
 * `/api/v1` on the site's own origin, proxied to `API_ORIGIN` by the dev and preview servers and
 * by nginx.
 */
import { readSiteConfig, type SiteConfig } from './configRules';

export type { SiteConfig } from './configRules';

// A production bundle cannot get here with a missing choice: configPlugin.ts stops that build.
export const config: SiteConfig = readSiteConfig(import.meta.env, { productionBuild: import.meta.env.PROD });
