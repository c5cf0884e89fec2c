import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { phrases } from '../../i18n/phrases';
import { failureText } from './failureText';
import { formPhrases } from './formPhrases';

describe('failureText', () => {
  it("keeps the server's per-language detail", () => {
    const detail = { tm: 'Ýalňyş', ru: 'Ошибка', en: 'Wrong' };
    expect(failureText(new ApiError('http', 400, detail))).toBe(detail);
  });

  it('says the server could not be reached for no answer and for a bare gateway error', () => {
    expect(failureText(new ApiError('network', null, null))).toBe(formPhrases.networkFailure);
    expect(failureText(new ApiError('http', 502, null))).toBe(formPhrases.networkFailure);
    expect(failureText(new ApiError('http', 504, null))).toBe(formPhrases.networkFailure);
  });

  it('falls back to "Something went wrong!" for other failures without a detail', () => {
    expect(failureText(new ApiError('http', 500, null))).toBe(phrases.somethingWentWrong);
    expect(failureText(new ApiError('http', 400, '  '))).toBe(phrases.somethingWentWrong);
    expect(failureText(new ApiError('parse', 200, null))).toBe(phrases.somethingWentWrong);
    expect(failureText(new Error('boom'))).toBe(phrases.somethingWentWrong);
  });
});
