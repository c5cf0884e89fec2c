/**
 * The site's languages, in their own module so that the entity schemas (src/api/schemas.ts) and
 * the site's types (src/api/types.ts, which re-exports them) both read them without an import cycle.
 */
export const LANGS = ['tm', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
