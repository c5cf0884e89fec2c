import type { LangText } from '../api/types';
import { isApiError } from '../api/http';
import { commonTexts } from '../i18n';

/**
 * The message for a failed detail call (requirements §8, post detail): no answer at all → 'Network error!',
 * 404 → the page's not-found text, anything else → 'Something went wrong!'.
 */
export function detailErrorPhrase(error: unknown, notFound: LangText): LangText {
  if (isApiError(error)) {
    if (error.kind === 'network') return commonTexts.networkError;
    if (error.isNotFound) return notFound;
  }
  return commonTexts.somethingWentWrong;
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}
