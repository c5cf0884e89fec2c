import { useCallback } from 'react';
import type { LangText } from '../api/types';
import { useLang } from './lang';
import { pickText } from './pick';

/** `t(phrase)` gives a `{tm, ru, en}` phrase in the current language. */
export function useT(): (phrase: LangText) => string {
  const lang = useLang();
  return useCallback((phrase: LangText) => pickText(phrase, lang, 'any'), [lang]);
}
