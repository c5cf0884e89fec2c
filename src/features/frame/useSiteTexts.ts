import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries';
import type { LangText } from '../../api/types';
import { pickText, useLang, useT } from '../../i18n';
import { CONTENT_KEYS } from './contentKeys';

/**
 * Dictionary texts with a frame-provided fallback: `text(key, fallback)` gives the dictionary's
 * text in the current language, or the fallback phrase when the key is missing or empty.
 */
export function useSiteTexts() {
  const lang = useLang();
  const t = useT();
  const { data } = useQuery(queries.content());
  const text = (key: string, fallback?: LangText): string => {
    const value = pickText(data?.[key], lang).trim();
    if (value) return value;
    return fallback ? t(fallback) : '';
  };
  const siteNameLines = [text(CONTENT_KEYS.siteNameFirst), text(CONTENT_KEYS.siteNameSecond)].filter(Boolean);
  const siteName = text(CONTENT_KEYS.siteName) || siteNameLines.join(' ');
  return { text, siteNameLines, siteName };
}
