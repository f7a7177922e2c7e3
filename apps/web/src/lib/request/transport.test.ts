import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendOk, startTestApiServer, type TestApiServer } from '../../testing/api-server.ts';
import { send, setFetch, TransportError } from './transport.ts';

// The fetch layer under the request client (docs/decisions/004-light-first-load.md): `fetch(url,
// init)` with a time-out, a JSON body and failures as TransportErrors.

describe('send', () => {
  let server: TestApiServer;
  beforeAll(async () => {
    server = await startTestApiServer({
      '/api/echo': (req, res) =>
        sendOk(res, { type: req.headers['content-type'] ?? null, body: req.body, url: req.url.search }),
      '/api/text': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('plain words');
      },
      '/api/teapot': (_req, res) => {
        res.writeHead(418, { 'Content-Type': 'application/json', 'X-Why': 'tea' });
        res.end('{"code":418}');
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a POST without a body sends no JSON content type; with one it does', async () => {
    const url = `${server.origin}/api/echo`;
    const bare = await send<{ data: { type: string | null; body: string } }>(url, { method: 'POST' });
    expect(bare.data.data).toMatchObject({ type: null, body: '' });
    const withBody = await send<{ data: { type: string; body: string } }>(url, { method: 'POST', json: { a: 1 } });
    expect(withBody.data.data).toMatchObject({ type: 'application/json', body: '{"a":1}' });
  });

  test('a relative URL is resolved against the page; text that is not JSON comes back as text', async () => {
    const page = window.location.href;
    setFetch((url, init) => fetch(url, init), `${server.origin}/somewhere/`);
    try {
      const res = await send<string>('/api/text', { method: 'GET' });
      expect(res).toMatchObject({ status: 200, data: 'plain words' });
      expect(res.headers['content-type']).toBe('text/plain');
    } finally {
      setFetch((url, init) => fetch(url, init), page);
    }
  });

  test("fetch's own options go through as given: credentials, cache mode, keepalive", async () => {
    const seen: RequestInit[] = [];
    const page = window.location.href;
    setFetch((url, init) => {
      seen.push(init);
      return fetch(url, init);
    }, page);
    try {
      await send(`${server.origin}/api/text`, {
        method: 'GET',
        credentials: 'include',
        cache: 'no-store',
        keepalive: true,
        timeoutMs: 1000,
        read: 'blob',
      });
    } finally {
      setFetch((url, init) => fetch(url, init), page);
    }
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store', keepalive: true });
    // What `send` itself does is not handed to fetch.
    expect(seen[0]).not.toHaveProperty('timeoutMs');
    expect(seen[0]).not.toHaveProperty('read');
    // A fresh read is asked for past every cache: fetch says so to the server too.
    expect(server.received.at(-1)?.headers).toMatchObject({ 'cache-control': 'no-cache', pragma: 'no-cache' });
  });

  test('an answer outside 2xx rejects with the answer attached', async () => {
    const error = await send(`${server.origin}/api/teapot`, { method: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      kind: 'response',
      response: { status: 418, data: { code: 418 }, headers: expect.objectContaining({ 'x-why': 'tea' }) },
    });
  });

  test('a signal aborted before sending cancels without a request', async () => {
    const before = server.received.length;
    const controller = new AbortController();
    controller.abort();
    const error = await send(`${server.origin}/api/text`, { method: 'GET', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'TransportError', kind: 'canceled' });
    expect(server.received.length).toBe(before);
  });
});
