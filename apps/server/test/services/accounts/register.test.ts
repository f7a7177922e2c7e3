import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agentCodes, auditLog, users, verificationCodes } from '../../../src/db/schema.ts';
import { codeMailedTo, get, post } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { answerOf, nthMailTo } from './mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(agentCodes).values({ code: 'AGENT7', agentName: 'Agent Seven' });
});
afterAll(() => t.close());

const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
const sendCode = async (email: string) => {
  expect((await post(t, '/api/email/verifyCode', { email })).status).toBe(200);
  return codeMailedTo(t, email);
};
const base = { password: 'Long-enough-1', name: 'Grace Hopper' };

describe('POST /api/user/register', () => {
  it('creates the account with the mailed code and logs it in', async () => {
    const code = await sendCode('grace@example.com');
    const res = await post(t, '/api/user/register', { ...base, email: 'Grace@Example.com', code, agentCode: 'agent7' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', identity: 0, staffRole: null, agentCode: 'AGENT7' });
    const me = await get(t, '/api/user/getUserInfo', { token: res.body.data.token });
    expect(me.body.data.email).toBe('grace@example.com');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.register'));
    expect(audits).toHaveLength(1);
  });

  it('does not accept the same code twice', async () => {
    const code = await sendCode('once@example.com');
    expect((await post(t, '/api/user/register', { ...base, email: 'once@example.com', code })).status).toBe(200);
    const again = await post(t, '/api/user/register', { ...base, email: 'once@example.com', code });
    expect(again.status).toBe(422);
    expect(again.body.msg).toEqual({ code: ['The verification code is incorrect.'] });
  });

  it('refuses a taken address as it refuses a wrong code, and changes nothing', async () => {
    const code = await sendCode('owner@example.com');
    expect((await post(t, '/api/user/register', { ...base, email: 'owner@example.com', code })).status).toBe(200);
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    await t.ctx.limiter.reset('code:addr:owner@example.com');
    await t.ctx.limiter.reset('code:addr:someone-new@example.com');

    // A stranger goes through the form with the taken address and a fresh one, side by side.
    const takenSent = await t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: 'owner@example.com' }, remoteAddress: '203.0.113.50' });
    const freeSent = await t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email: 'someone-new@example.com' }, remoteAddress: '203.0.113.50' });
    expect(answerOf(takenSent)).toEqual(answerOf(freeSent));
    const freeCode = await codeMailedTo(t, 'someone-new@example.com');
    const guess = freeCode === '000000' ? '111111' : '000000';
    const attempt = (email: string, c: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/register', payload: { ...base, name: 'Mallory', email, code: c }, remoteAddress: '203.0.113.50' });
    for (let i = 0; i < 5; i++) {
      const onTaken = answerOf(await attempt('owner@example.com', guess));
      const onFree = answerOf(await attempt('someone-new@example.com', guess));
      expect(onTaken).toEqual(onFree);
      expect(onTaken.status).toBe(422);
    }
    // Both codes are burnt now: the fifth wrong try said so for both alike.
    expect(JSON.parse(answerOf(await attempt('owner@example.com', guess)).payload).msg.code[0]).toMatch(/Too many wrong codes/);

    expect((await nthMailTo(t, 'owner@example.com', 2)).subject).toMatch(/You already have/);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'))).toEqual([owner]);
    expect(await t.ctx.db.select().from(users).where(eq(users.name, 'Mallory'))).toEqual([]);
  });

  it('refuses a wrong code and changes nothing', async () => {
    const code = await sendCode('wrong@example.com');
    const before = await userCount();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(t, '/api/user/register', { ...base, email: 'wrong@example.com', code: wrong });
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ code: ['The verification code is incorrect.'] });
    expect(await userCount()).toBe(before);
  });

  it('burns a code after five wrong tries', async () => {
    const code = await sendCode('burn@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/user/register', { ...base, email: 'burn@example.com', code: wrong })).status).toBe(422);
    }
    const right = await post(t, '/api/user/register', { ...base, email: 'burn@example.com', code });
    expect(right.status).toBe(422);
    expect(right.body.msg.code[0]).toMatch(/Too many wrong codes/);
    expect(await userCount()).toBeGreaterThan(0);
    expect((await t.ctx.db.select().from(users).where(eq(users.email, 'burn@example.com'))).length).toBe(0);
  });

  it('refuses an expired code', async () => {
    const code = await sendCode('late@example.com');
    await t.ctx.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.email, 'late@example.com'));
    const res = await post(t, '/api/user/register', { ...base, email: 'late@example.com', code });
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ code: ['The verification code has expired. Please request a new one.'] });
  });

  it('answers every missing or malformed field at once', async () => {
    const before = await userCount();
    const res = await post(t, '/api/user/register', { email: 'bad', password: 'short', code: '12ab' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({
      email: ['Invalid format'],
      password: ['Must be at least 8 characters'],
      name: ['This field is required'],
      code: ['Invalid format'],
    });
    const long = await post(t, '/api/user/register', { ...base, email: 'x@example.com', code: '123456', name: 'n'.repeat(101), password: 'p'.repeat(65) });
    expect(long.body.msg).toEqual({ password: ['Must be at most 64 characters'], name: ['Must be at most 100 characters'] });
    const typed = await post(t, '/api/user/register', { ...base, email: 42, code: 123456 });
    expect(typed.body.msg).toMatchObject({ email: ['Invalid type'], code: ['Invalid type'] });
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown agent code before spending the mailed code', async () => {
    const code = await sendCode('agent@example.com');
    const res = await post(t, '/api/user/register', { ...base, email: 'agent@example.com', code, agentCode: 'NOPE' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ agentCode: ['This agent code is not valid.'] });
    expect((await post(t, '/api/user/register', { ...base, email: 'agent@example.com', code })).status).toBe(200);
  });
});
