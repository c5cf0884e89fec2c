import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { failureText } from './failureText';
import { commonTexts } from '../i18n/texts';
import { formTexts } from '../shared/forms/texts';

describe('failureText', () => {
  it("keeps the server's per-language detail", () => {
    const detail = { tm: 'Ýalňyş', ru: 'Ошибка', en: 'Wrong' };
    expect(failureText(new ApiError('http', 400, detail))).toBe(detail);
  });

  it('blames the connection only when there was no answer at all', () => {
    expect(failureText(new ApiError('network', null, null))).toBe(formTexts.networkFailure);
    expect(failureText(new ApiError('network', 200, null))).toBe(formTexts.networkFailure);
  });

  it('says the service is unavailable for now on a bare gateway error (backend down or slow)', () => {
    for (const status of [502, 503, 504]) {
      expect(failureText(new ApiError('http', status, null))).toBe(commonTexts.serviceUnavailable);
    }
  });

  it("shows the gateway's own three-language detail (nginx's 429, 413, 502-504 answers)", () => {
    expect(failureText(new ApiError('http', 429, commonTexts.tooManyRequests))).toBe(
      commonTexts.tooManyRequests,
    );
    expect(failureText(new ApiError('http', 504, commonTexts.serviceUnavailable))).toBe(
      commonTexts.serviceUnavailable,
    );
  });

  it('falls back to "Something went wrong!" for other failures without a detail', () => {
    expect(failureText(new ApiError('http', 500, null))).toBe(commonTexts.somethingWentWrong);
    expect(failureText(new ApiError('http', 400, '  '))).toBe(commonTexts.somethingWentWrong);
    expect(failureText(new ApiError('parse', 200, null))).toBe(commonTexts.somethingWentWrong);
    expect(failureText(new Error('boom'))).toBe(commonTexts.somethingWentWrong);
  });
});
