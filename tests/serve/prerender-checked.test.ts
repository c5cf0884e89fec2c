/**
 * The prerender's record of its last check of every page (decision 0151): served at
 * `/prerender-checked.json`, never cached, with the strict headers of data; a plain 404 before the
 * first record. And what the client compares it with: a page's HEAD names the same Last-Modified as
 * the GET of the same encoding that a visitor's document came with.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeServedFile } from '../../scripts/prerender/servedFile';
import { CHECKED_ADDRESS, CHECKED_FILE } from '../../src/app/prerenderChecked';
import { fakeBackendForSuite, nginxForSuite, raw } from './support';

const backend = fakeBackendForSuite();
const nginx = nginxForSuite(backend.site);
const recordFile = () => join(backend.dist, '_prerender', CHECKED_FILE);

describe(CHECKED_ADDRESS, () => {
  it('is a plain 404 before the first record, never cached', async () => {
    rmSync(recordFile(), { force: true });
    const response = await raw(`${nginx.url}${CHECKED_ADDRESS}`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves the record as JSON, never cached, with the strict headers', async () => {
    const record = `${JSON.stringify({ checkedAt: '2026-11-28T10:00:00.000Z', unverified: [] })}\n`;
    writeFileSync(recordFile(), record);
    try {
      const response = await raw(`${nginx.url}${CHECKED_ADDRESS}`);
      expect(response.status).toBe(200);
      expect(response.text).toBe(record);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      rmSync(recordFile(), { force: true });
    }
  });

  it("a page's HEAD names the Last-Modified its GET of the same encoding came with", async () => {
    const html = `<!doctype html><title>checked</title><p>${'Döwlet migrasiýa gullugy. '.repeat(80)}</p>\n`;
    writeServedFile(join(backend.dist, '_prerender', 'tm', 'post', 'checked-item', 'index.html'), html);
    for (const encoding of ['gzip, deflate, br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const get = await raw(`${nginx.url}/tm/post/checked-item`, { headers });
      const head = await raw(`${nginx.url}/tm/post/checked-item`, { method: 'HEAD', headers });
      expect(get.status).toBe(200);
      expect(head.status).toBe(200);
      expect(head.headers['last-modified']).toBeDefined();
      expect(head.headers['last-modified']).toBe(get.headers['last-modified']);
    }
  });
});
