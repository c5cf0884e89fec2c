import type { LangText } from '../../api/types';
import { searchTexts } from './texts';

/** Each type a result can have (src/app/pages.ts, SEARCH_TYPES), with its label, in the filter's order. */
export const TYPE_LABELS: Record<string, LangText> = {
  service: searchTexts.typeService,
  notice: searchTexts.typeNotice,
  news: searchTexts.typeNews,
  article: searchTexts.typeArticle,
  guide: searchTexts.typeGuide,
  page: searchTexts.typePage,
};
