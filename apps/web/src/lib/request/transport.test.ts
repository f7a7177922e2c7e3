import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendOk, startTestApiServer, type TestApiServer } from '../../testing/api-server.ts';
import { queryString, send, TransportError } from './transport.ts';

// The fetch layer under the request client (docs/decisions/004-light-first-load.md): what axios did
// for us before.

describe('queryString', () => {
  test('repeats array keys, leaves out null and undefined, writes dates as ISO', () => {
    expect(
      queryString({
        q: 'a b&c',
        ids: [1, 2],
        none: undefined,
        nothing: null,
        at: new Date('2027-01-02T03:04:05.000Z'),
        flag: false,
        filter: { a: 1 },
      }),
    ).toBe(
      'q=a+b%26c&ids=1&ids=2&at=2027-01-02T03%3A04%3A05.000Z&flag=false&filter=%7B%22a%22%3A1%7D',
    );
    expect(queryString(undefined)).toBe('');
  });
});

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
    const base = { method: 'POST' as const, baseURL: `${server.origin}/api`, headers: { 'Content-Type': 'application/json' } };
    const bare = await send<{ data: { type: string | null; body: string } }>({ ...base, url: '/echo' });
    expect(bare.data.data).toMatchObject({ type: null, body: '' });
    const withBody = await send<{ data: { type: string; body: string } }>({ ...base, url: '/echo', data: { a: 1 } });
    expect(withBody.data.data).toMatchObject({ type: 'application/json', body: '{"a":1}' });
  });

  test('an absolute URL ignores the base; text that is not JSON comes back as text', async () => {
    const res = await send<string>({ method: 'GET', url: `${server.origin}/api/text`, baseURL: '/elsewhere' });
    expect(res).toMatchObject({ status: 200, data: 'plain words' });
    expect(res.headers['content-type']).toBe('text/plain');
  });

  test('an answer outside 2xx rejects with the answer attached', async () => {
    const error = await send({ method: 'GET', url: `${server.origin}/api/teapot` }).catch((e: unknown) => e);
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
    const error = await send({ method: 'GET', url: `${server.origin}/api/text`, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'TransportError', kind: 'canceled' });
    expect(server.received.length).toBe(before);
  });
});
