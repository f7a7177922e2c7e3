import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../../src/db/schema.ts';
import { resendLimitKey } from '../../../src/services/accounts/verify-codes.ts';
import { codeMailedTo, post, registerAccount } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { answerOf, mailsTo, nthMailTo } from './mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codesFor = async (email: string) =>
  (await t.ctx.db.select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.email, email)))[0]!.n;

describe('POST /api/email/verifyCode', () => {
  it('mails a 6-digit code as HTML and text, valid for 10 minutes', async () => {
    const res = await post(t, '/api/email/verifyCode', { email: 'Ada@Example.com' });
    expect(res.body).toEqual({ success: true, code: 200, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    const code = await codeMailedTo(t, 'ada@example.com');
    const mail = t.mails.findLast((m) => m.to.includes('ada@example.com'))!;
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain(`>${code}<`);
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, 'ada@example.com'));
    expect(row!.codeHash).not.toContain(code);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(599_000);
    expect(ttl).toBeLessThan(601_000);
  });

  it("writes the mail in the user's language", async () => {
    await post(t, '/api/email/verifyCode', { email: 'li@example.com' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    await codeMailedTo(t, 'li@example.com');
    const mail = t.mails.findLast((m) => m.to.includes('li@example.com'))!;
    expect(mail.subject).toContain('验证码');
    expect(mail.text).toContain('10 分钟内有效');
  });

  it('allows one send per address per 60 seconds', async () => {
    expect((await post(t, '/api/email/verifyCode', { email: 'twice@example.com' })).status).toBe(200);
    const again = await post(t, '/api/email/verifyCode', { email: 'twice@example.com' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(429);
    expect(again.body.msg).toMatch(/try again in \d+ seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(await codesFor('twice@example.com')).toBe(1);
  });

  it('lifts the wait once the code is used, so a new account can ask for a reset code at once', async () => {
    await registerAccount(t, { email: 'fresh@example.com' });
    const reset = await post(t, '/api/email/verifyCode', { email: 'fresh@example.com', purpose: 'reset' });
    expect(reset.status).toBe(200);
    // …but the wait holds again for the code just sent, which nobody has used yet.
    const again = await post(t, '/api/email/verifyCode', { email: 'fresh@example.com', purpose: 'reset' });
    expect(again.status).toBe(429);
  });

  it('refuses bad input with field messages and sends nothing', async () => {
    const before = t.mails.length;
    const res = await post(t, '/api/email/verifyCode', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, code: 422, msg: { email: ['Invalid format'] }, data: null });
    const missing = await post(t, '/api/email/verifyCode', {});
    expect(missing.body.msg).toEqual({ email: ['This field is required'] });
    const purpose = await post(t, '/api/email/verifyCode', { email: 'x@example.com', purpose: 'hack' });
    expect(purpose.status).toBe(422);
    expect(Object.keys(purpose.body.msg)).toEqual(['purpose']);
    expect(t.mails.length).toBe(before);
  });

  it('answers a taken registration address as a free one, and mails its owner instead of a code', async () => {
    await registerAccount(t, { email: 'taken@example.com' });
    await t.ctx.limiter.reset(resendLimitKey('taken@example.com'));
    const usersBefore = await t.ctx.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email, purpose: 'register' }, remoteAddress: '198.51.100.40' });
    const taken = await send('taken@example.com');
    const free = await send('free@example.com');
    expect(answerOf(taken)).toEqual(answerOf(free));
    expect(taken.statusCode).toBe(200);

    const mail = await nthMailTo(t, 'taken@example.com', 2);
    expect(mail.subject).toBe('You already have a Laurel Design Award account');
    expect(mail.text).toContain('An account with this address already exists');
    expect(mail.text).toContain('/login');
    expect(mail.text).toContain('/user/forget');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(await codeMailedTo(t, 'free@example.com')).toMatch(/^\d{6}$/);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'taken@example.com'))).toEqual(usersBefore);
  });

  it('answers an unknown reset address as a known one, and mails the code only to an account', async () => {
    await registerAccount(t, { email: 'known@example.com' });
    await t.ctx.limiter.reset(resendLimitKey('known@example.com'));
    const send = (email: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/verifyCode',
        payload: { email, purpose: 'reset' },
        headers: { 'accept-language': lang },
        remoteAddress: '198.51.100.41',
      });
    const known = await send('known@example.com');
    const unknown = await send('nobody@example.com');
    expect(answerOf(unknown)).toEqual(answerOf(known));
    expect(known.json()).toEqual({ success: true, code: 200, msg: 'ok', data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });

    const code = await codeMailedTo(t, 'known@example.com');
    expect(mailsTo(t, 'known@example.com').at(-1)!.text).toContain('Reset your password');
    expect(code).toMatch(/^\d{6}$/);
    const none = await nthMailTo(t, 'nobody@example.com');
    expect(none.subject).toBe('Password reset requested at Laurel Design Award');
    expect(none.text).toContain('no account uses it');
    expect(none.text).toContain('/register');
    expect(none.text).not.toMatch(/\b\d{6}\b/);
    // The same call a minute later is refused for both alike.
    expect(answerOf(await send('nobody@example.com')).status).toBe(429);
    expect(answerOf(await send('known@example.com')).status).toBe(429);

    const zh = await send('nobody-zh@example.com', 'zh-CN');
    expect(zh.statusCode).toBe(200);
    const zhMail = await nthMailTo(t, 'nobody-zh@example.com');
    expect(zhMail.subject).toContain('密码重置请求');
    expect(zhMail.text).toContain('此邮箱没有注册账户');
  });

  it('limits sends per client address', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: `bulk${i}@example.com` }, remoteAddress: ip });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
