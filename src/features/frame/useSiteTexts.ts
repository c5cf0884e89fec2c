import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/queries';
import type { LangText } from '../../api/types';
import { pickText, useLang, useT } from '../../i18n';
import { siteNameFromDictionary, siteNameLinesFromContent } from '../../i18n/siteName';

/**
 * Dictionary texts with a frame-provided fallback: `text(key, fallback)` gives the dictionary's
 * text in the current language, or the fallback phrase when the key is missing or empty. The site
 * name comes from the shared site-name logic, without its built-in fallback: until the dictionary
 * names the service, the logo shows its "Home" line and the footer no name.
 */
export function useSiteTexts() {
  const lang = useLang();
  const t = useT();
  const { data } = useQuery(callQuery('getContent'));
  const text = (key: string, fallback?: LangText): string => {
    const value = pickText(data?.[key], lang, 'any').trim();
    if (value) return value;
    return fallback ? t(fallback) : '';
  };
  const siteNameLines = siteNameLinesFromContent(data, lang);
  const siteName = siteNameFromDictionary(data, lang);
  return { text, siteNameLines, siteName };
}
