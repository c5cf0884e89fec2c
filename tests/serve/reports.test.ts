/**
 * Logs: a CSP violation report sent to the site becomes one JSON line in its own log (no
 * application server), within a size and rate limit; the access log is one JSON object a line
 * whose request id is the one the API heard and the visitor got.
 */
import { describe, expect, it } from 'vitest';
import { fakeBackendForSuite, nginxForSuite, raw, logDirForSuite } from './support';

const logs = logDirForSuite('serve-logs-');

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(() => ({
  ...backend.site(),
  ACCESS_LOG: logs.path('access.log'),
  CSP_REPORT_LOG: logs.path('csp.log'),
}));

/** What Chromium sends to `report-uri` (application/csp-report). */
const LEGACY_REPORT = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1/posts',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'original-policy': "default-src 'self'",
    // A report carries whatever the page had: quotes, a newline, a forged log line.
    'script-sample': 'alert("x")\n{"forged":"line"}',
  },
};

describe('CSP reports', () => {
  it('the pages name the endpoint in report-uri and report-to', async () => {
    const page = await raw(`${nginx.url}/tm/`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  });

  it('a report-uri report is written as one JSON line holding the report', async () => {
    const response = await raw(`${nginx.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(LEGACY_REPORT),
    });
    expect(response.status).toBe(204);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await expect.poll(() => logs.lines('csp.log').length).toBe(1);
    const [line] = logs.lines('csp.log');
    expect(line!.content_type).toBe('application/csp-report');
    expect(line!.remote_addr).toBe('127.0.0.1');
    expect(JSON.parse(String(line!.report))).toEqual(LEGACY_REPORT);
    // Reports stay out of the API and out of the access log's way.
    expect(backend.api.seen.some((r) => r.url.includes('csp'))).toBe(false);
  });

  it('a report-to (Reporting API) batch is written too', async () => {
    const batch = [
      { type: 'csp-violation', age: 0, url: 'http://127.0.0.1/', body: { effectiveDirective: 'img-src' } },
    ];
    const before = logs.lines('csp.log').length;
    const response = await raw(`${nginx.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify(batch),
    });
    expect(response.status).toBe(204);
    await expect.poll(() => logs.lines('csp.log').length).toBe(before + 1);
    expect(JSON.parse(String(logs.lines('csp.log').at(-1)!.report))).toEqual(batch);
  });

  it('a report over 16 KB is refused with 413 and not written', async () => {
    const before = logs.lines('csp.log').length;
    const response = await raw(`${nginx.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(20_000) } }),
    });
    expect(response.status).toBe(413);
    expect(logs.lines('csp.log').length).toBe(before);
  });

  it('only POST is taken', async () => {
    const response = await raw(`${nginx.url}/csp-report`);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  it('a flood of reports from one address is cut off with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await raw(`${nginx.url}/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(LEGACY_REPORT),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(10);
  });
});

describe('the access log', () => {
  it('is one JSON object a line, with the request id the API heard and the visitor got', async () => {
    const response = await raw(`${nginx.url}/api/v1/posts/all-posts/?word=a%22b`, {
      headers: { 'user-agent': 'probe "quoted"\\' },
    });
    const id = String(response.headers['x-request-id']);
    expect(backend.api.seen.at(-1)!.headers['x-request-id']).toBe(id);
    await expect.poll(() => logs.lines('access.log').some((l) => l.request_id === id)).toBe(true);
    const line = logs.lines('access.log').find((l) => l.request_id === id)!;
    expect(line).toMatchObject({
      method: 'GET',
      uri: '/api/v1/posts/all-posts/?word=a%22b',
      status: 200,
      remote_addr: '127.0.0.1',
      user_agent: 'probe "quoted"\\',
      upstream_status: '200',
    });
  });
});
