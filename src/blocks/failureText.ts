import { isApiError } from '../api/http';
import type { LangText } from '../api/types';
import { commonTexts } from '../i18n/texts';
import { formTexts } from '../shared/forms/texts';

/**
 * What a visitor form shows when a request fails. The server's `detail` is kept as the whole
 * `{tm, ru, en}` text (not one language) so the message follows a language switch made afterwards.
 */
export function failureText(error: unknown): LangText | string {
  if (isApiError(error)) {
    // No answer at all: the visitor's connection. A gateway's bare 502/503/504 did answer: the
    // service behind it is down or slow, and blaming the visitor's network would mislead them.
    if (error.kind === 'network') return formTexts.networkFailure;
    if (error.isUnreachable) return commonTexts.serviceUnavailable;
    if (error.detail && (typeof error.detail !== 'string' || error.detail.trim())) return error.detail;
  }
  return commonTexts.somethingWentWrong;
}
