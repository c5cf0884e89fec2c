import { useQuery } from '@tanstack/react-query';
import { queries } from '../api/queries';
import type { ContentDictionary, Lang, LangText } from '../api/types';
import { useLang } from '../i18n/lang';
import { pickText } from '../i18n/pick';

const SECOND_LINE_KEY = 'SERVICE OF TURKMENISTAN';

/** Used only if the dictionary lacks the name keys, so the title and logo are never empty. */
const FALLBACK_SITE_NAME = {
  tm: 'Türkmenistanyň Döwlet migrasiýa gullugy',
  ru: 'Государственная миграционная служба Туркменистана',
  en: 'State Migration Service of Turkmenistan',
} satisfies LangText;

/**
 * The service's name from the `/main/content/` dictionary (spec §3): the whole-name key
 * ("STATE {product} SERVICE OF TURKMENISTAN") when present, else its two logo lines "STATE {product}"
 * and "SERVICE OF TURKMENISTAN" joined. The product word differs per deployment, so keys are found by
 * shape rather than spelled out.
 */
export function siteNameFromContent(dict: ContentDictionary | undefined, lang: Lang): string {
  if (dict) {
    const text = (key: string | undefined) => (key && dict[key] ? pickText(dict[key], lang).trim() : '');
    const keys = Object.keys(dict);
    const whole = text(keys.find((key) => /^STATE\s.+\sSERVICE OF TURKMENISTAN$/.test(key)));
    if (whole) return whole;
    const first = text(keys.find((key) => /^STATE\s+\S/.test(key) && !key.endsWith(SECOND_LINE_KEY)));
    const name = [first, text(SECOND_LINE_KEY)].filter(Boolean).join(' ');
    if (name) return name;
  }
  return FALLBACK_SITE_NAME[lang];
}

export function useSiteName(): string {
  const lang = useLang();
  const { data } = useQuery(queries.content());
  return siteNameFromContent(data, lang);
}
