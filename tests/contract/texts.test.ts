/**
 * The mock's refusals (mock-api/texts.ts) and the site's texts must not drift: a mock text that
 * shares any one language with a phrase of any site catalogue (every `texts.ts` under src,
 * decision 0101) must be that very phrase, imported from src/i18n/texts.ts, not a retyped copy.
 */
import { describe, expect, it } from 'vitest';
import { texts } from '../../mock-api/texts';
import type { LangText } from '../../src/api/types';
import { commonTexts } from '../../src/i18n/texts';
import { LANGS } from '../../src/api/langs';

/** Each catalogue of the site, by its path and export name (`src/blocks/texts.ts blockTexts`). */
const SITE: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, Record<string, unknown>>>('../../src/**/texts.ts', { eager: true }),
  ).flatMap(([path, module]) =>
    Object.entries(module).map(([name, table]) => [`${path.replace('../../', '')} ${name}`, table]),
  ),
);

const isLangText = (v: unknown): v is LangText =>
  typeof v === 'object' &&
  v !== null &&
  LANGS.every((l) => typeof (v as Record<string, unknown>)[l] === 'string');
/** Punctuation and case aside: "Notice not found!" and "notice not found" are the same phrase. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[!.…\s]+$/u, '')
    .trim();

describe('texts the mock shares with the site', () => {
  it('are imported from the site, never retyped', () => {
    expect(Object.keys(SITE)).toContain('src/i18n/texts.ts commonTexts');
    const drift: string[] = [];
    for (const [key, text] of Object.entries(texts)) {
      for (const [module, table] of Object.entries(SITE)) {
        for (const [name, phrase] of Object.entries(table)) {
          if (!isLangText(phrase) || phrase === text) continue;
          const shared = LANGS.filter((l) => norm(phrase[l]) === norm(text[l]));
          if (shared.length)
            drift.push(
              `texts.${key} retypes ${module}.${name} (same ${shared.join(', ')}): import it from src/i18n/texts.ts instead (move it there if it lives elsewhere)`,
            );
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('the not-found details of the detail pages are the site’s own', () => {
    expect(texts.noticeNotFound).toBe(commonTexts.noticeNotFound);
    expect(texts.pageNotFound).toBe(commonTexts.pageNotFound);
    expect(texts.serviceNotFound).toBe(commonTexts.serviceNotFound);
    expect(texts.articleNotFound).toBe(commonTexts.articleNotFound);
    expect(texts.noticeNotFound.en).toBe('Announcement not found!');
  });
});
