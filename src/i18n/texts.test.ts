/**
 * The interface texts live in catalogues, each phrase in the three languages (decision 0101): every
 * `texts.ts` under src, and the mock's refusals, hold only `{ tm, ru, en }` phrases, none empty, each
 * language with the same placeholders; no other module of the site writes a phrase of its own.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../api/types';

const catalogues = import.meta.glob<Record<string, unknown>>(['/src/**/texts.ts', '/mock-api/texts.ts'], {
  eager: true,
});

/** Modules that write per-language values that are not interface texts, and why. */
const NOT_TEXTS: Record<string, string> = {
  '/src/i18n/lang.ts': 'the `lang` attribute codes',
  '/src/app/head.ts': 'the Open Graph locale codes',
  '/src/blocks/captcha/RecaptchaCaptcha.tsx': "reCAPTCHA's language codes",
  '/src/shared/LanguageSwitcher.tsx': 'each language’s own name, the same on every page',
  '/src/i18n/calendarNames.ts': 'the weekday, month and region names the calendar functions use',
};
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/texts.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What is wrong with one phrase, or nothing. */
function problems(where: string, phrase: unknown): string[] {
  if (typeof phrase !== 'object' || phrase === null) return [`${where} is not a { tm, ru, en } phrase`];
  const found: string[] = [];
  const entries = phrase as Record<string, unknown>;
  const extra = Object.keys(entries).filter((key) => !(LANGS as readonly string[]).includes(key));
  if (extra.length) found.push(`${where} has ${extra.join(', ')} besides tm, ru, en`);
  for (const lang of LANGS) {
    const text = entries[lang];
    if (typeof text !== 'string' || !text.trim()) found.push(`${where} lacks ${lang}`);
  }
  if (found.length) return found;
  const [tm, ru, en] = LANGS.map((lang) => placeholders(entries[lang] as string).join(', '));
  if (tm !== en || ru !== en) found.push(`${where} has placeholders tm {${tm}}, ru {${ru}}, en {${en}}`);
  return found;
}

describe('the text catalogues', () => {
  it('are found: one per folder that has texts, the shared ones in src/i18n', () => {
    const paths = Object.keys(catalogues);
    expect(paths).toContain('/src/i18n/texts.ts');
    expect(paths).toContain('/src/features/frame/texts.ts');
    expect(paths).toContain('/mock-api/texts.ts');
    expect(paths.length).toBeGreaterThan(15);
  });

  it('give every phrase in tm, ru and en, none empty, with the same placeholders', () => {
    const found: string[] = [];
    let phrases = 0;
    for (const [path, module] of Object.entries(catalogues)) {
      for (const [name, table] of Object.entries(module)) {
        // The mock's module also holds its helper that builds "n attempts left".
        if (path === '/mock-api/texts.ts' && typeof table === 'function') continue;
        if (typeof table !== 'object' || table === null) {
          found.push(`${path} ${name} is not a catalogue`);
          continue;
        }
        for (const [key, phrase] of Object.entries(table)) {
          phrases += 1;
          found.push(...problems(`${path} ${name}.${key}`, phrase));
        }
      }
    }
    expect(found).toEqual([]);
    expect(phrases).toBeGreaterThan(200);
  });

  it('find a missing language, an empty one and a placeholder left out of one language', () => {
    expect(problems('x', { tm: 'a', ru: 'b' })).toEqual(['x lacks en']);
    expect(problems('x', { tm: 'a', ru: ' ', en: 'c' })).toEqual(['x lacks ru']);
    expect(problems('x', { tm: '{n} a', ru: 'b', en: '{n} c' })).toEqual([
      'x has placeholders tm {n}, ru {}, en {n}',
    ]);
    expect(problems('x', { tm: 'a', ru: 'b', en: 'c', de: 'd' })).toEqual(['x has de besides tm, ru, en']);
  });

  it('are the only place the site writes a phrase', () => {
    const inline = Object.entries(sources)
      .filter(([path, source]) => !(path in NOT_TEXTS) && /\b(?:tm|ru|en):\s*['"`]/.test(source))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(inline).toEqual([]);
  });
});
