import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../api/queries';
import type { ContentDictionary, Lang } from '../api/types';
import { useLang } from './lang';
import { pickText } from './pick';
import { commonTexts } from './texts';

const SECOND_LINE_KEY = 'SERVICE OF TURKMENISTAN';
/** "STATE {product}"; the whole-name key also starts so, hence the check on SECOND_LINE_KEY below. */
const FIRST_LINE_KEY = /^STATE\s+\S/;
const WHOLE_NAME_KEY = /^STATE\s.+\sSERVICE OF TURKMENISTAN$/;

/**
 * The service's name from the `/main/content/` dictionary (requirements §3), as two logo lines: "STATE {product}"
 * and "SERVICE OF TURKMENISTAN" (empty ones dropped). The product word differs per deployment, so keys
 * are found by shape rather than spelled out.
 */
export function siteNameLinesFromContent(dict: ContentDictionary | undefined, lang: Lang): string[] {
  if (!dict) return [];
  const firstKey = Object.keys(dict).find(
    (key) => FIRST_LINE_KEY.test(key) && !key.endsWith(SECOND_LINE_KEY),
  );
  const first = contentText(dict, firstKey, lang);
  return [first, contentText(dict, SECOND_LINE_KEY, lang)].filter(Boolean);
}

/**
 * The whole name from the dictionary: the whole-name key ("STATE {product} SERVICE OF TURKMENISTAN")
 * when present, else the two logo lines joined; '' when the dictionary has neither (the frame then
 * shows no name rather than a built-in one).
 */
export function siteNameFromDictionary(dict: ContentDictionary | undefined, lang: Lang): string {
  if (!dict) return '';
  const whole = contentText(
    dict,
    Object.keys(dict).find((key) => WHOLE_NAME_KEY.test(key)),
    lang,
  );
  return whole || siteNameLinesFromContent(dict, lang).join(' ');
}

/** The dictionary's name, or the built-in one if it lacks the name keys (titles are never empty). */
export function siteNameFromContent(dict: ContentDictionary | undefined, lang: Lang): string {
  return siteNameFromDictionary(dict, lang) || commonTexts.siteName[lang];
}

function contentText(dict: ContentDictionary, key: string | undefined, lang: Lang): string {
  return key && dict[key] ? pickText(dict[key], lang, 'any').trim() : '';
}

export function useSiteName(): string {
  const lang = useLang();
  const { data } = useQuery(callQuery('getContent'));
  return siteNameFromContent(data, lang);
}
