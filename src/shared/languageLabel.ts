import type { LangText } from '../api/types';

/** The name of the TM / RU / EN button group (kept apart from the component so tests can import it). */
export const LANGUAGE_LABEL: LangText = { tm: 'Dil', ru: 'Язык', en: 'Language' };
