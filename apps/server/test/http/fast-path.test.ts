import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWinnerFixture } from '../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The cached-answer fast path sits in the HTTP server itself (http/serve-cached.ts), which
 * app.inject never reaches: these tests listen on a real port (3606, this project's test range).
 */
let t: TestApp;
let reachedFastify = 0;
const base = 'http://127.0.0.1:3606';
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => app.addHook('onRequest', async () => void reachedFastify++),
  });
  await seedWinnerFixture(t);
  await t.app.listen({ port: 3606, host: '127.0.0.1' });
});
afterAll(() => t.close());

const headersOf = (res: Response) => {
  const h = Object.fromEntries(res.headers.entries());
  delete h['x-request-id'];
  delete h.date;
  return h;
};

describe('cached public answers over HTTP', () => {
  it('answers a repeated GET without Fastify, byte for byte and header for header', async () => {
    const before = reachedFastify;
    const first = await fetch(`${base}/api/index/winnerList?pageSize=2`);
    const firstBody = await first.text();
    expect(reachedFastify).toBe(before + 1);
    const second = await fetch(`${base}/api/index/winnerList?pageSize=2`, { headers: { 'x-request-id': 'trace-42' } });
    expect(reachedFastify).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-request-id')).toBe('trace-42');
    // Fastify's answer names the log lines it wrote; the fast path writes none, so it carries an
    // id only when the client gave one.
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const third = await fetch(`${base}/api/index/winnerList?pageSize=2`);
    expect(await third.text()).toBe(firstBody);
    expect(third.headers.get('x-request-id')).toBeNull();
    expect(reachedFastify).toBe(before + 1);
    // The security headers an API answer carries (plugins/security.ts), from the fast path too.
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((JSON.parse(firstBody) as { data: { list: unknown[] } }).data.list).toHaveLength(2);
  });

  it('answers 304 for a matching ETag and keeps languages apart', async () => {
    const en = await fetch(`${base}/api/index/awardClassification`);
    await en.text();
    const etag = en.headers.get('etag')!;
    const again = await fetch(`${base}/api/index/awardClassification`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const zh = await fetch(`${base}/api/index/awardClassification`, { headers: { 'accept-language': 'zh-CN', 'if-none-match': etag } });
    expect(zh.status).toBe(200);
    expect(((await zh.json()) as { data: { name: string }[] }).data[0]!.name).toBe('金奖');
  });

  it('goes back to Fastify once the answer is invalidated', async () => {
    await (await fetch(`${base}/api/index/jury`)).text();
    await t.ctx.cache.invalidate('jury');
    const before = reachedFastify;
    await (await fetch(`${base}/api/index/jury`)).text();
    expect(reachedFastify).toBe(before + 1);
  });

  it('never serves other methods, private calls or errors from the cache', async () => {
    const before = reachedFastify;
    await (await fetch(`${base}/api/index/winnerInfo?apply_order_id=999999`)).text();
    const missing = await fetch(`${base}/api/index/winnerInfo?apply_order_id=999999`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${base}/api/user/getUserInfo`)).status).toBe(401);
    expect((await fetch(`${base}/api/index/winnerList?pageSize=2`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
    expect(reachedFastify).toBe(before + 4);
  });
});
