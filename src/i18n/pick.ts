import type { Lang, LangText } from '../api/types';
import { HTML_LANG } from './lang';

type WithLocalized<K extends string> = { [P in `${K}_${Lang}`]?: string | null };

/**
 * What to show when the text is empty in the visitor's language — said at every call, since the
 * right answer differs: `none` (an empty field means "not translated", the block hides it), `tm`
 * (the default language), `any` (the default language, else whichever language has it).
 */
export type Fallback = 'none' | 'tm' | 'any';

export interface PickedText {
  text: string;
  /** The language the text is actually in. */
  lang: Lang;
  /** `lang` attribute for the element when the text is a fallback in another language, else undefined. */
  langAttr: string | undefined;
}

const ORDER: Record<Fallback, (lang: Lang) => Lang[]> = {
  none: (lang) => [lang],
  tm: (lang) => [lang, 'tm'],
  any: (lang) => [lang, 'tm', 'en', 'ru'],
};

/** The one rule: the first non-blank text in the fallback's order of languages. */
function choose(read: (lang: Lang) => string | null | undefined, lang: Lang, fallback: Fallback): PickedText {
  for (const candidate of ORDER[fallback](lang)) {
    const text = read(candidate) ?? '';
    if (text.trim()) {
      return { text, lang: candidate, langAttr: candidate === lang ? undefined : HTML_LANG[candidate] };
    }
  }
  // `none` gives the field exactly as sent (blank included); the others give '' when all are blank.
  return { text: fallback === 'none' ? (read(lang) ?? '') : '', lang, langAttr: undefined };
}

/** An entity's `${field}_${lang}` field (`name_tm`, `name_ru`, `name_en` …), per `fallback`. */
export function pick<K extends string>(
  entity: WithLocalized<K>,
  field: K,
  lang: Lang,
  fallback: Fallback,
): string {
  return choose((l) => entity[`${field}_${l}`], lang, fallback).text;
}

/** The same as `pick`, and which language the text came in (to mark a fallback with its own `lang`). */
export function pickLocalized<K extends string>(
  entity: WithLocalized<K>,
  field: K,
  lang: Lang,
  fallback: Fallback,
): PickedText {
  return choose((l) => entity[`${field}_${l}`], lang, fallback);
}

/** A `{tm, ru, en}` text (a phrase, a server's detail) per `fallback`; a plain string as it is. */
export function pickText(
  text: Partial<LangText> | string | null | undefined,
  lang: Lang,
  fallback: Fallback,
): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return choose((l) => text[l], lang, fallback).text;
}
