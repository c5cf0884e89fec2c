import type { Lang, LangText } from '../api/types';

type WithLocalized<K extends string> = { [P in `${K}_${Lang}`]?: string | null };

/** The field in the given language, exactly as sent ('' when empty or missing). */
export function pick<K extends string>(entity: WithLocalized<K>, field: K, lang: Lang): string {
  return entity[`${field}_${lang}`] ?? '';
}

/** The field in the given language, falling back to Turkmen (the default language) when empty. */
export function pickOrTm<K extends string>(entity: WithLocalized<K>, field: K, lang: Lang): string {
  const value = pick(entity, field, lang);
  return value.trim() ? value : pick(entity, field, 'tm');
}

/** A `{tm, ru, en}` text in the given language, falling back to Turkmen. */
export function pickText(text: Partial<LangText> | string | null | undefined, lang: Lang): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[lang]?.trim() ? (text[lang] ?? '') : (text.tm ?? text.en ?? text.ru ?? '');
}
