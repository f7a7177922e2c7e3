import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAccount(t, { email: 'lin@example.com', password: 'Right-password-1' });
  await registerAccount(t, { email: 'locked@example.com', password: 'Right-password-1' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('POST /api/user/login', () => {
  it('returns a token that identifies the user', async () => {
    const res = await login('LIN@example.com', 'Right-password-1');
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(new Date(res.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    const me = await get(t, '/api/user/getUserInfo', { token: res.body.data.token });
    expect(me.body).toMatchObject({ success: true, code: 200, data: { email: 'lin@example.com', identity: 0 } });
  });

  it('gives one message for a wrong password and an unknown address', async () => {
    const wrong = await login('lin@example.com', 'Wrong-password-1');
    const unknown = await login('ghost@example.com', 'Wrong-password-1');
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toEqual({ password: ['The e-mail address or password is incorrect.'] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles repeated failures for an address, even with the right password then', async () => {
    for (let i = 0; i < 5; i++) expect((await login('locked@example.com', `Wrong-${i}-password`, `192.0.2.${i}`)).status).toBe(422);
    const blocked = await login('locked@example.com', 'Right-password-1', '192.0.2.200');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/Too many attempts/);
    expect((await login('lin@example.com', 'Right-password-1', '192.0.2.201')).status).toBe(200);
  });

  it('throttles many attempts from one client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login(`spray${i}@example.com`, 'Whatever-123', '198.51.100.77')).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses missing fields without looking anything up', async () => {
    const res = await post(t, '/api/user/login', {});
    expect(res.body).toEqual({ success: false, code: 422, msg: { email: ['This field is required'], password: ['This field is required'] }, data: null });
  });
});

describe('sessions', () => {
  it('needs a token for user calls', async () => {
    const none = await get(t, '/api/user/getUserInfo');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, code: 401, msg: 'Please log in.', data: null });
    expect((await get(t, '/api/user/getUserInfo', { token: 'made-up-token' })).status).toBe(401);
  });

  it('refuses a replayed token after logout', async () => {
    const { body } = await login('lin@example.com', 'Right-password-1', '198.51.100.2');
    const token = body.data.token as string;
    expect((await post(t, '/api/user/logout', {}, { token })).status).toBe(200);
    const replay = await get(t, '/api/user/getUserInfo', { token });
    expect(replay.status).toBe(401);
    expect((await post(t, '/api/user/logout', {}, { token })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { sessions } = await import('../../src/db/schema.ts');
    const { sha256 } = await import('../../src/lib/crypto.ts');
    const { eq } = await import('drizzle-orm');
    const { body } = await login('lin@example.com', 'Right-password-1', '198.51.100.3');
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, sha256(body.data.token)));
    expect((await get(t, '/api/user/getUserInfo', { token: body.data.token })).status).toBe(401);
  });
});
