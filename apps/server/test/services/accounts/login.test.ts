import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { notifyLoginThrottled } from '../../../src/services/accounts/notify-login-throttled.ts';
import { codeMailedTo, get, post, registerAccount } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { answerOf, mailsTo, nthMailTo } from './mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAccount(t, { email: 'lin@example.com', password: 'Right-password-1' });
  await registerAccount(t, { email: 'locked@example.com', password: 'Right-password-1' });
  await registerAccount(t, { email: 'targeted@example.com', password: 'Right-password-1' });
  await registerAccount(t, { email: 'watched@example.com', password: 'Right-password-1' });
  await t.ctx.db.update(users).set({ language: 'zh-CN' }).where(eq(users.email, 'watched@example.com'));
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '198.51.100.1') =>
  t.app
    .inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip })
    .then((r) => ({ status: r.statusCode, body: r.json(), headers: r.headers, answer: answerOf(r) }));

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

  it('refuses a guessing client after five wrong passwords, while the owner logs in from elsewhere', async () => {
    const attacker = '192.0.2.66';
    for (let i = 0; i < 5; i++) {
      const known = await login('locked@example.com', `Wrong-${i}-password`, attacker);
      const unknown = await login('nobody-here@example.com', `Wrong-${i}-password`, attacker);
      expect(known.status).toBe(422);
      expect(unknown.answer).toEqual(known.answer);
    }
    // Even the right password is refused to that client for the rest of the window…
    const blocked = await login('locked@example.com', 'Right-password-1', attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/Too many attempts\. Please try again in 15 minutes\./);
    expect(blocked.headers['retry-after']).toMatch(/^(8\d\d|900)$/);
    const unknown = await login('nobody-here@example.com', 'Right-password-1', attacker);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(blocked.body);
    // …while the owner, from another address, is not locked out, and has been told.
    expect((await login('locked@example.com', 'Right-password-1', '198.51.100.20')).status).toBe(200);
    expect((await nthMailTo(t, 'locked@example.com', 2)).subject).toBe('Failed log-in attempts on your Laurel Design Award account');
  });

  it('mails the owner once when their address is throttled, in their language', async () => {
    for (const attacker of ['192.0.2.70', '192.0.2.71']) {
      for (let i = 0; i < 5; i++) expect((await login('watched@example.com', 'Wrong-password-x', attacker)).status).toBe(422);
      expect((await login('watched@example.com', 'Wrong-password-x', attacker)).status).toBe(429);
    }
    const mail = await nthMailTo(t, 'watched@example.com', 2);
    expect(mail.subject).toBe('您的 Laurel Design Award 账户有多次登录失败');
    expect(mail.text).toContain('您的账户没有被锁定');
    expect(mail.text).toContain('/user/forget');
    // The window's notice is spent: the next throttled client (called directly here, so that its
    // end can be awaited) sends nothing more.
    expect(await notifyLoginThrottled(t.ctx, { email: 'watched@example.com', language: 'zh-CN' })).toBe(false);
    expect(mailsTo(t, 'watched@example.com').map((m) => m.subject)).toEqual([expect.stringContaining('verification code'), mail.subject]);
  });

  it('caps wrong passwords for an address from many clients, and a reset lifts the cap for its owner', async () => {
    const statuses: number[] = [];
    for (let c = 0; c < 10; c++) {
      for (let i = 0; i < 5; i++) statuses.push((await login('targeted@example.com', 'Wrong-password-y', `203.0.113.${c + 100}`)).status);
    }
    expect(statuses).toEqual(Array(50).fill(422));
    const capped = await login('targeted@example.com', 'Right-password-1', '198.51.100.30');
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toMatch(/Please try again in (5\d|60) minutes/);

    // The owner proves the address with a mailed code and is let in again at once.
    const owner = '198.51.100.31';
    await t.ctx.limiter.reset('code:addr:targeted@example.com');
    const sent = await t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: 'targeted@example.com', purpose: 'reset' }, remoteAddress: owner });
    expect(sent.statusCode).toBe(200);
    const code = await codeMailedTo(t, 'targeted@example.com');
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { email: 'targeted@example.com', code, password: 'Right-password-2' }, remoteAddress: owner });
    expect(reset.statusCode).toBe(200);
    expect((await login('targeted@example.com', 'Right-password-2', owner)).status).toBe(200);
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
    expect(none.body).toEqual({ success: false, code: 401, msg: 'Please log in.', data: null, reason: 'loginRequired' });
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
    const { sessions } = await import('../../../src/db/schema.ts');
    const { sha256 } = await import('../../../src/lib/crypto.ts');
    const { eq } = await import('drizzle-orm');
    const { body } = await login('lin@example.com', 'Right-password-1', '198.51.100.3');
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, sha256(body.data.token)));
    expect((await get(t, '/api/user/getUserInfo', { token: body.data.token })).status).toBe(401);
  });
});
