/**
 * A visitor form posted before its page's scripts took it (decision 0130): the forms' HTML posts
 * to `/{lang}/form-not-sent`, where nginx answers a plain page in that language saying the form
 * needs the page to finish loading. The body never reaches a log, a file or the API; a GET of the
 * address is the same harmless page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { formTexts } from '../../src/shared/forms/texts';
import { LANGS, fakeBackendForSuite, nginxForSuite, raw, logDirForSuite } from './support';

const logs = logDirForSuite('serve-form-not-sent-');

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(() => ({
  ...backend.site(),
  ACCESS_LOG: logs.path('access.log'),
  RATE_LIMIT: '30r/m',
  RATE_BURST: '3',
}));

/** What a browser sends for the contact form with no script (urlencoded, its field names). */
const TYPED = {
  fullname: 'Aýna Orazowa',
  email: 'ayna.serve@example.tm',
  message: 'Passport AB1234567',
};
const body = new URLSearchParams(TYPED).toString();
const post = (lang: string) =>
  raw(`${nginx.url}/${lang}/form-not-sent`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `${nginx.url}/${lang}/contacts`,
    },
    body,
  });

describe('/{lang}/form-not-sent', () => {
  it('answers a form posted with no script in its language, and keeps the body nowhere', async () => {
    for (const lang of LANGS) {
      const response = await post(lang);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      // The strict headers: nothing runs, nothing frames it.
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.text).toContain(`<html lang="${lang}">`);
      expect(response.text).toContain(formTexts.notSentTitle[lang]);
      expect(response.text).toContain(formTexts.notSentWhy[lang]);
      expect(response.text).toContain(`href="/${lang}/"`);
      for (const value of Object.values(TYPED)) expect(response.text).not.toContain(value);
    }
    // nginx writes a request's line after its answer: wait for the last one.
    const log = await vi.waitFor(() => {
      const text = readFileSync(logs.path('access.log'), 'utf8');
      expect(text).toContain('"uri":"/en/form-not-sent"');
      return text;
    });
    for (const value of [...Object.values(TYPED), encodeURIComponent(TYPED.email), 'AB1234567'])
      expect(log).not.toContain(value);
    // Nothing of it went on to the API.
    expect(backend.api.seen.filter((seen) => seen.url.includes('form-not-sent'))).toEqual([]);
  });

  it('a GET (a bookmark, a reload) is the same page; other methods are refused', async () => {
    const page = await raw(`${nginx.url}/ru/form-not-sent`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(formTexts.notSentTitle.ru);
    const put = await raw(`${nginx.url}/ru/form-not-sent`, { method: 'PUT', body });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    // Another language or a longer path is no such page (the language addresses' 404).
    expect((await raw(`${nginx.url}/de/form-not-sent`)).status).not.toBe(200);
  });

  it('counts against the forms’ allowance: a script posting in a loop meets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post('tm')).status);
    expect(statuses).toContain(429);
  });
});
