import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { codeMailedTo, get, post, registerAccount } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) => (await post(t, '/api/user/login', { email, password })).body;
const hashOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!.passwordHash;

describe('POST /api/user/changePassword', () => {
  it("checks the old password, then ends the user's other sessions only", async () => {
    const { token: current, password } = await registerAccount(t, { email: 'cp@example.com' });
    const other = (await login('cp@example.com', password)).data.token;
    const hash = await hashOf('cp@example.com');

    const wrong = await post(t, '/api/user/changePassword', { oldPassword: 'Not-the-password', newPassword: 'Brand-new-pass-2' }, { token: current });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toEqual({ oldPassword: ['The current password is incorrect.'] });
    expect(await hashOf('cp@example.com')).toBe(hash);

    const short = await post(t, '/api/user/changePassword', { oldPassword: password, newPassword: 'short' }, { token: current });
    expect(short.body.msg).toEqual({ newPassword: ['Must be at least 8 characters'] });

    const ok = await post(t, '/api/user/changePassword', { oldPassword: password, newPassword: 'Brand-new-pass-2' }, { token: current });
    expect(ok.body).toEqual({ success: true, code: 200, msg: 'ok', data: null });
    expect((await get(t, '/api/user/getUserInfo', { token: current })).status).toBe(200);
    expect((await get(t, '/api/user/getUserInfo', { token: other })).status).toBe(401);
    expect((await login('cp@example.com', password)).code).toBe(422);
    expect((await login('cp@example.com', 'Brand-new-pass-2')).code).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post(t, '/api/user/changePassword', { oldPassword: 'a', newPassword: 'b' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/user/resetPassword', () => {
  it('sets a new password with a mailed code and ends every session', async () => {
    const { token, password } = await registerAccount(t, { email: 'rp@example.com' });
    // The registration code was sent moments ago; the per-address window would refuse another.
    await t.ctx.limiter.reset('code:addr:rp@example.com');
    expect((await post(t, '/api/email/verifyCode', { email: 'rp@example.com', purpose: 'reset' })).status).toBe(200);
    const code = await codeMailedTo(t, 'rp@example.com');
    const mail = t.mails.findLast((m) => m.to.includes('rp@example.com'))!;
    expect(mail.text).toContain('Reset your password');

    const wrong = await post(t, '/api/user/resetPassword', { email: 'rp@example.com', code: code === '000000' ? '111111' : '000000', password: 'Reset-pass-123' });
    expect(wrong.status).toBe(422);
    expect((await login('rp@example.com', password)).code).toBe(200);

    const ok = await post(t, '/api/user/resetPassword', { email: 'rp@example.com', code, password: 'Reset-pass-123' });
    expect(ok.status).toBe(200);
    expect((await get(t, '/api/user/getUserInfo', { token })).status).toBe(401);
    expect((await login('rp@example.com', password)).code).toBe(422);
    expect((await login('rp@example.com', 'Reset-pass-123')).code).toBe(200);
  });

  it('does not accept a registration code for a reset', async () => {
    await registerAccount(t, { email: 'mix@example.com' });
    await t.ctx.limiter.reset('code:addr:fresh@example.com');
    await post(t, '/api/email/verifyCode', { email: 'fresh@example.com', purpose: 'register' });
    const code = await codeMailedTo(t, 'fresh@example.com');
    const res = await post(t, '/api/user/resetPassword', { email: 'mix@example.com', code, password: 'Reset-pass-123' });
    expect(res.status).toBe(422);
  });

  it('refuses an unknown address as a wrong code, and bad input', async () => {
    const ghost = await post(t, '/api/user/resetPassword', { email: 'ghost@example.com', code: '123456', password: 'Reset-pass-123' });
    expect(ghost.status).toBe(422);
    expect(ghost.body.msg).toEqual({ code: ['The verification code is incorrect.'] });
    const bad = await post(t, '/api/user/resetPassword', { email: 'ghost@example.com' });
    expect(bad.body.msg).toEqual({ code: ['This field is required'], password: ['This field is required'] });
  });
});
