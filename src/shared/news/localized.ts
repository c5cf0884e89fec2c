import type { Lang } from '../../api/types';
import { HTML_LANG, pick } from '../../i18n';

type WithLocalized<K extends string> = { [P in `${K}_${Lang}`]?: string | null };

export interface LocalizedText {
  text: string;
  /** The language the text is actually in. */
  lang: Lang;
  /** `lang` attribute for the element when the text is a fallback in another language, else undefined. */
  langAttr: string | undefined;
}

/**
 * A field in the current language, else Turkmen (the default language), else any language that has
 * it. Returns which language was used so a fallback text can be marked with its own `lang`.
 */
export function localized<K extends string>(entity: WithLocalized<K>, field: K, lang: Lang): LocalizedText {
  const order: Lang[] = [lang, 'tm', 'en', 'ru'];
  for (const candidate of order) {
    const text = pick(entity, field, candidate);
    if (text.trim()) {
      return { text, lang: candidate, langAttr: candidate === lang ? undefined : HTML_LANG[candidate] };
    }
  }
  return { text: '', lang, langAttr: undefined };
}

/** Visible text of an HTML fragment, without running or loading anything (DOMParser documents are inert). */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** True when an API HTML field has no visible text and no media: an untranslated field. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html || !html.trim()) return true;
  if (/<(img|video|iframe|table|audio)\b/i.test(html)) return false;
  return htmlToText(html) === '';
}

/** A `yyyy-mm-dd` day as the date field gives it, or '' for anything else. */
export function validDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}
