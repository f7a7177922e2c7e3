import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendEnvelope, sendOk, startTestApiServer, type TestApiServer } from '../../testing/api-server.ts';
import { TransportError } from './transport.ts';
import { xhrWire } from './xhr-transport.ts';

// The upload's wire (XMLHttpRequest, for its progress) answers as `send` does: the same response
// shape and the same TransportError kinds, so `sendCall` reads both alike.

describe('xhrWire', () => {
  let server: TestApiServer;
  beforeAll(async () => {
    server = await startTestApiServer({
      '/api/echo': (req, res) => {
        res.setHeader('Set-Cookie', 'sid=s1; Path=/');
        res.setHeader('Access-Control-Expose-Headers', 'X-Seen');
        res.setHeader('X-Seen', 'yes');
        sendOk(res, { cookie: req.headers.cookie ?? null, type: req.headers['content-type'] ?? null, body: req.body });
      },
      '/api/busy': (_req, res) => sendEnvelope(res, 429, 'Busy.'),
      '/api/drop': (req) => {
        req.raw.socket.destroy();
      },
      '/api/hang': () => {
        // Never answers; closeAllConnections() ends it when the suite is done.
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  const wire = xhrWire(() => undefined);
  const failure = (promise: Promise<unknown>) => promise.then(() => new Error('expected a failure'), (e: unknown) => e);

  test('a 2xx answer as send gives it: status, parsed body, the readable headers in lower case', async () => {
    const res = await wire(`${server.origin}/api/echo`, { method: 'POST', json: { a: 1 } });
    expect(res).toMatchObject({
      status: 200,
      data: { code: 200, data: { type: 'application/json', body: '{"a":1}' } },
      headers: expect.objectContaining({ 'x-seen': 'yes' }) as unknown,
    });
  });

  test("credentials: 'include' sends the cookies the API set; without it none go", async () => {
    const url = `${server.origin}/api/echo`;
    await wire(url, { method: 'POST', credentials: 'include' });
    const withCookies = await wire(url, { method: 'POST', credentials: 'include' });
    expect(withCookies.data).toMatchObject({ data: { cookie: 'sid=s1' } });
    const without = await wire(url, { method: 'POST', credentials: 'same-origin' });
    expect(without.data).toMatchObject({ data: { cookie: null } });
  });

  test('an answer outside 2xx rejects with the answer attached', async () => {
    const error = await failure(wire(`${server.origin}/api/busy`, { method: 'POST' }));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'response', response: { status: 429, data: { code: 429, msg: 'Busy.' } } });
  });

  test('no answer, a time-out and an abort are told apart', async () => {
    // jsdom prints the dropped connection ("socket hang up") as a browser's console would.
    expect(await failure(wire(`${server.origin}/api/drop`, { method: 'POST' }))).toMatchObject({ kind: 'network' });
    expect(await failure(wire(`${server.origin}/api/hang`, { method: 'POST', timeoutMs: 200 }))).toMatchObject({
      kind: 'timeout',
    });
    const controller = new AbortController();
    const pending = wire(`${server.origin}/api/hang`, { method: 'POST', signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'canceled' });
    const before = server.received.length;
    expect(await failure(wire(`${server.origin}/api/echo`, { method: 'POST', signal: controller.signal }))).toMatchObject({
      kind: 'canceled',
    });
    expect(server.received.length).toBe(before);
  });
});
