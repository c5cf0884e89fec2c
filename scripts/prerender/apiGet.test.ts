import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiGet, type ApiGet } from './apiGet';

type Handler = (request: IncomingMessage, response: ServerResponse, asked: number) => void;

const servers: Server[] = [];
const getters: ApiGet[] = [];

/** An API on a loopback port: `handler` answers, told how many times its path was asked before. */
async function api(handler: Handler) {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(`${request.url} ${String(request.headers['x-forwarded-host'] ?? '-')}`);
    handler(request, response, asked.filter((line) => line.startsWith(`${request.url} `)).length - 1);
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = createApiGet(origin, {
    connections: 2,
    timeoutMs: 300,
    headers: { Accept: 'application/json', 'X-Forwarded-Host': 'site.test' },
  });
  getters.push(get);
  return { origin, asked, get };
}

afterEach(async () => {
  await Promise.all(getters.splice(0).map((get) => get.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('the prerender’s own questions to the API', () => {
  it('answers status and body as fetch reads them, with the headers it was given', async () => {
    // A UTF-8 body with a BOM, and text of three scripts: fetch's `text()` (the render's) drops the BOM.
    const body = '\uFEFF{"name_tm":"Täzelikler","name_ru":"Новости","name_en":"News"}';
    const { asked, get } = await api((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(Buffer.from(body, 'utf8'));
    });
    expect(await get('/api/v1/posts/x/')).toEqual({ status: 200, body: body.slice(1) });
    expect(asked[0]).toBe('/api/v1/posts/x/ site.test');
  });

  it('follows a redirect, as an API that adds a trailing slash answers', async () => {
    const { asked, get } = await api((request, response) => {
      if (!request.url!.endsWith('/')) {
        response.writeHead(301, { Location: `${request.url}/` });
        response.end();
      } else response.end('{"slug":"x"}');
    });
    expect(await get('/api/v1/posts/post-detail/x')).toEqual({ status: 200, body: '{"slug":"x"}' });
    expect(asked).toEqual([
      '/api/v1/posts/post-detail/x site.test',
      '/api/v1/posts/post-detail/x/ site.test',
    ]);
  });

  it('gives an error status as an answer, not asked again', async () => {
    const { asked, get } = await api((_, response) => {
      response.writeHead(503);
      response.end('down for maintenance');
    });
    expect(await get('/api/v1/services/')).toEqual({ status: 503, body: 'down for maintenance' });
    expect(asked).toHaveLength(1);
  });

  it('asks once more on a new connection when the API closed the one it used', async () => {
    const { asked, get } = await api((request, response, before) => {
      if (request.url === '/dropped' && before === 0) request.socket.destroy();
      else response.end(`{"url":"${request.url}"}`);
    });
    await get('/first');
    expect(await get('/dropped')).toEqual({ status: 200, body: '{"url":"/dropped"}' });
    expect(asked.filter((line) => line.startsWith('/dropped '))).toHaveLength(2);
  });

  it('fails, not asked again, when the answer does not come in time', async () => {
    const { asked, get } = await api(() => undefined);
    await expect(get('/slow')).rejects.toMatchObject({ code: 'UND_ERR_HEADERS_TIMEOUT' });
    expect(asked).toHaveLength(1);
  });

  it('fails when nothing listens at the origin', async () => {
    const { origin, get } = await api((_, response) => response.end());
    for (const server of servers.splice(0)) await new Promise((closed) => server.close(closed));
    await expect(get(`${origin}/api/v1/`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
