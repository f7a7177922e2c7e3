import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * docs/product.md#api-conventions: every /api answer is the JSON envelope, the HTTP status equals
 * `code`, and an unexpected failure shows the client a request id, never its details.
 */
let t: TestApp;
const captured = captureLog();
const SECRET = 'db password is hunter2';

beforeAll(async () => {
  t = await createTestApp({
    log: captured.log,
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error(SECRET);
      });
    },
  });
});
afterAll(() => t.close());

/** The envelope of a failed call, checked the way a client reads it. */
function expectFailure(res: LightMyRequestResponse, status: number) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).not.toMatch(/<html|<!doctype/i);
  const body = res.json();
  expect(body).toEqual({ success: false, code: status, msg: expect.anything(), data: null });
  expect(res.statusCode).toBe(status);
  return body as {
    success: false;
    code: number;
    msg: string | Record<string, string[]>;
    data: null;
  };
}

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/user/nope/deeper/still'],
    ['POST', '/api/nope'],
    ['POST', '/api/user/nope/deeper'],
    ['DELETE', '/api/entries/12'],
    ['GET', '/api'],
    ['GET', '/api/nope?x=1'],
  ])('%s %s answers the 404 envelope', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' ? { payload: { a: 1 } } : {}),
    });
    const body = expectFailure(res, 404);
    expect(typeof body.msg).toBe('string');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a known path called with the wrong method with an envelope, not HTML', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/login' });
    expect([404, 405]).toContain(res.statusCode);
    expectFailure(res, res.statusCode);
    const get = await t.app.inject({ method: 'GET', url: '/api/user/login' });
    expectFailure(get, get.statusCode);
    expect(get.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('bad requests', () => {
  it('answers a body that is not JSON with the 422 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    const body = expectFailure(res, 422);
    expect(body.msg).toEqual({ body: [expect.any(String)] });
  });

  it('answers an empty JSON body with the 422 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectFailure(res, 422);
  });

  it('answers a schema failure with 422 and a field → messages map', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'not an address', password: 42 },
    });
    const body = expectFailure(res, 422);
    expect(body.msg).toEqual({ email: [expect.any(String)], password: [expect.any(String)] });
    for (const messages of Object.values(body.msg as Record<string, string[]>)) {
      for (const m of messages) expect(m.length).toBeGreaterThan(0);
    }
  });

  it('answers an unsupported content type with a 4xx envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectFailure(res, res.statusCode);
  });

  it('answers a body over the size limit with the 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    const body = expectFailure(res, 413);
    expect(typeof body.msg).toBe('string');
  });
});

describe('unexpected errors', () => {
  it('answers 500 with a request id and no details, and logs the error under the same id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    const body = expectFailure(res, 500);
    const requestId = res.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[\w-]{8,64}$/);
    expect(body.msg).toContain(requestId);
    expect(body.msg).not.toContain(SECRET);
    expect(res.body).not.toMatch(/hunter2|\bat .*\.ts:\d+|Error:/);

    const logged = captured.lines.find((l) => l.err?.message === SECRET);
    expect(logged, 'the error is in the log').toBeDefined();
    expect(logged!.level).toBeGreaterThanOrEqual(50);
    expect(logged!.reqId).toBe(requestId);
    expect(logged!.err!.stack).toContain(SECRET);
  });

  it('uses the request id the client sent, so support can find the log line', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'support-case-42' },
    });
    expect(res.headers['x-request-id']).toBe('support-case-42');
    expect(res.json().msg).toContain('support-case-42');
    expect(
      captured.lines.some((l) => l.reqId === 'support-case-42' && l.err?.message === SECRET),
    ).toBe(true);
  });

  it('ignores a request id that could forge log lines', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\nb c' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('every /api answer', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/nope'],
    ['POST', '/api/user/login'],
    ['GET', '/api/user/getUserInfo'],
    ['GET', '/api/test/boom'],
  ])('%s %s carries x-request-id, no-store and status = code', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.code).toBe(res.statusCode);
    expect(body.success).toBe(res.statusCode === 200);
  });

  it('gives each request its own id', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
