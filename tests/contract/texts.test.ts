/**
 * The mock's refusals (mock-api/texts.ts) and the site's phrases must not drift: a mock text that
 * shares any one language with a site phrase must be that very phrase, imported, not a retyped copy.
 */
import { describe, expect, it } from 'vitest';
import { texts } from '../../mock-api/texts';
import type { LangText } from '../../src/api/types';
import { formMessages } from '../../src/i18n/formMessages';
import { phrases } from '../../src/i18n/phrases';
import { sharedTexts } from '../../src/i18n/sharedTexts';
import { formPhrases } from '../../src/shared/forms/formPhrases';
import { newsPhrases } from '../../src/blocks/news/newsPhrases';
import { remotePagePhrases } from '../../src/shared/remotePagePhrases';

const SITE: Record<string, Record<string, unknown>> = {
  phrases,
  sharedTexts,
  formMessages,
  formPhrases,
  newsPhrases,
  remotePagePhrases,
};

const isLangText = (v: unknown): v is LangText =>
  typeof v === 'object' &&
  v !== null &&
  ['tm', 'ru', 'en'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string');
/** Punctuation and case aside: "Notice not found!" and "notice not found" are the same phrase. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[!.…\s]+$/u, '')
    .trim();

describe('texts the mock shares with the site', () => {
  it('are imported from the site, never retyped', () => {
    const drift: string[] = [];
    for (const [key, text] of Object.entries(texts)) {
      for (const [module, table] of Object.entries(SITE)) {
        for (const [name, phrase] of Object.entries(table)) {
          if (!isLangText(phrase) || phrase === text) continue;
          const shared = (['tm', 'ru', 'en'] as const).filter((l) => norm(phrase[l]) === norm(text[l]));
          if (shared.length)
            drift.push(
              `texts.${key} retypes ${module}.${name} (same ${shared.join(', ')}): import it instead`,
            );
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('the not-found details of the detail pages are the site’s own', () => {
    expect(texts.noticeNotFound).toBe(newsPhrases.noticeNotFound);
    expect(texts.pageNotFound).toBe(remotePagePhrases.notFound);
    expect(texts.serviceNotFound).toBe(newsPhrases.serviceNotFound);
    expect(texts.articleNotFound).toBe(newsPhrases.articleNotFound);
    expect(texts.noticeNotFound.en).toBe('Announcement not found!');
  });
});
