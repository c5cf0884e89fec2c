/**
 * The site's languages, declared once (requirements §1; tm is the default and the fallback). The
 * types and schemas of src/api, the site, the service worker, the mock, the scripts and nginx's
 * templates (`{{LANGS}}`, scripts/serve/render.ts) all read this list. It imports nothing, so the
 * service worker and the schemas can take it without reaching anything else of the site.
 */
export const LANGS = ['tm', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The languages as a regular expression's alternatives, `tm|ru|en` (group it: `(?:${LANG_ALTERNATIVES})`). */
export const LANG_ALTERNATIVES = LANGS.join('|');
