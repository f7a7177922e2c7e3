import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../../src/db/schema.ts';
import { registerAccount } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { answerOf, mailsTo } from './mailbox.ts';

// Issue 10 "no probing": a client that runs through addresses learns nothing from the account
// calls, and is refused (429) well before it has asked about many.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAccount(t, { email: 'judge@example.com' });
});
afterAll(() => t.close());

const PROBES = 100;
const codeRows = async () => (await t.ctx.db.select({ n: count() }).from(verificationCodes))[0]!.n;

/** A 429 as the client sees it, without the seconds left (they may tick between two calls). */
const withoutWait = (a: ReturnType<typeof answerOf>) => ({
  ...a,
  headers: { ...a.headers, 'retry-after': 'N' },
  payload: a.payload.replace(/\d+/g, 'N'),
});

/** Sends `PROBES` calls from one client address; a few of them ask about the real account. */
async function probe(ip: string, url: string, payload: (email: string) => object) {
  // The previous probe's send to the account holds its one-a-minute wait; this one starts afresh.
  await t.ctx.limiter.reset('code:addr:judge@example.com');
  const answers = [];
  for (let i = 0; i < PROBES; i++) {
    const email = [9, 59, 99].includes(i) ? 'judge@example.com' : `probe-${ip}-${i}@example.com`;
    answers.push(answerOf(await t.app.inject({ method: 'POST', url, payload: payload(email), remoteAddress: ip })));
  }
  const first429 = answers.findIndex((a) => a.status === 429);
  const refused = answers.slice(first429);
  for (const a of refused) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
  return { answers, first429, refused };
}

describe('100 probes from one client address', () => {
  it('verifyCode (reset): refused after 20, for known and unknown addresses alike', async () => {
    const mailsBefore = t.mails.length;
    const { answers, first429, refused } = await probe('192.0.2.10', '/api/email/verifyCode', (email) => ({ email, purpose: 'reset' }));
    expect(first429).toBe(20);
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3000);
    // The refusal comes before the look-up: the known address's refusals read like the rest.
    expect(withoutWait(refused.at(-1)!)).toEqual(withoutWait(refused.at(-2)!));
    expect(t.mails.length - mailsBefore).toBeLessThanOrEqual(20);
  });

  it('verifyCode (register): refused after 20, for taken and free addresses alike', async () => {
    const { first429, answers } = await probe('192.0.2.11', '/api/email/verifyCode', (email) => ({ email, purpose: 'register' }));
    expect(first429).toBe(20);
    expect(new Set(answers.slice(0, 20).map((a) => a.status))).toEqual(new Set([200]));
  });

  it('register: refused after 20 attempts, each answered as a wrong code until then', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
    const { answers, first429, refused } = await probe('192.0.2.12', '/api/user/register', (email) => ({
      email,
      code: '123456',
      password: 'Long-enough-1',
      name: 'Probe',
    }));
    expect(first429).toBe(20);
    expect(new Set(answers.slice(0, 20).map((a) => JSON.parse(a.payload).msg.code?.[0]))).toEqual(
      new Set(['The verification code is incorrect.']),
    );
    expect(withoutWait(refused.at(-1)!)).toEqual(withoutWait(refused.at(-2)!));
    expect((await t.ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('resetPassword: refused after 20 attempts, each answered as a wrong code until then', async () => {
    const [judge] = await t.ctx.db.select().from(users).where(eq(users.email, 'judge@example.com'));
    const codes = await codeRows();
    const { answers, first429, refused } = await probe('192.0.2.13', '/api/user/resetPassword', (email) => ({
      email,
      code: '123456',
      password: 'Long-enough-1',
    }));
    expect(first429).toBe(20);
    expect(new Set(answers.slice(0, 20).map((a) => a.payload))).toEqual(
      new Set([JSON.stringify({ success: false, code: 422, msg: { code: ['The verification code is incorrect.'] }, data: null, reason: 'verifyCodeWrong' })]),
    );
    expect(withoutWait(refused.at(-1)!)).toEqual(withoutWait(refused.at(-2)!));
    expect(await codeRows()).toBe(codes);
    expect((await t.ctx.db.select().from(users).where(eq(users.email, 'judge@example.com')))[0]).toEqual(judge);
  });
});

describe('known and unknown addresses', () => {
  it('resetPassword: a wrong code for an account reads exactly like one for no account, burn included', async () => {
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/email/verifyCode', payload: { email, purpose: 'reset' }, remoteAddress: '192.0.2.20' });
    await t.ctx.limiter.reset('code:addr:judge@example.com');
    expect((await send('judge@example.com')).statusCode).toBe(200);
    expect((await send('stranger@example.com')).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(mailsTo(t, 'judge@example.com').at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/resetPassword',
        payload: { email, code: wrong, password: 'Long-enough-1' },
        remoteAddress: '192.0.2.21',
      });
    for (let i = 0; i < 6; i++) {
      const known = answerOf(await attempt('judge@example.com'));
      expect(answerOf(await attempt('stranger@example.com'))).toEqual(known);
      expect(JSON.parse(known.payload).msg.code[0]).toMatch(i < 4 ? /incorrect/ : /Too many wrong codes/);
    }
  });
});
