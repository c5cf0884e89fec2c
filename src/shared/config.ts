/**
 * Build-time settings (Vite `VITE_*` variables; README, "Environment variables"). The rules live in
 * configRules.ts; build/vite/siteConfig.ts applies them when Vite starts and defines `__SITE_CONFIG__` with
 * the result, so a production bundle cannot exist with a missing choice. The API itself is always
 * `/api/v1` on the site's own origin, proxied to `API_ORIGIN` by the dev and preview servers and
 * by nginx.
 */
import type { SiteConfig } from './configRules';

export type { SiteConfig } from './configRules';

declare const __SITE_CONFIG__: SiteConfig;

export const config: SiteConfig = __SITE_CONFIG__;
