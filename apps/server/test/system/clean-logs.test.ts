import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationCodes, seasons, sessions, users, verificationCodes } from '../../src/db/schema.ts';
import { imagePart, kindPart, upload } from '../helpers/uploads.ts';
import { captureLog, type LogLine } from '../helpers/log-capture.ts';
import { outboxCode } from '../helpers/outbox.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeImage } from '../helpers/images.ts';

/**
 * Issue 10 "Clean logs": a whole account and upload flow runs through the real app at the most
 * talkative level, with mail going to the outbox (no SMTP_URL), and no log line may carry a
 * code, a token, a password or its hash, a bound query parameter or a file signature
 * (apps/server/src/app/README.md#logs).
 */
let t: TestApp;
const captured = captureLog('trace');
const tag = Math.random().toString(36).slice(2, 10);
const alice = `alice-${tag}@example.com`;
const bob = `bob-${tag}@example.com`;
const passwords = Object.fromEntries(['first', 'wrong', 'reset', 'changed', 'bob'].map((k) => [k, `${k}-Pass-${tag}`])) as Record<'first' | 'wrong' | 'reset' | 'changed' | 'bob', string>;
const invitation = `INV${tag.toUpperCase()}`;

/** Everything secret the flow made or handled; none of it may reach a log line. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | undefined) => {
  expect(value, what).toBeTruthy();
  secrets.set(value!, what);
};

beforeAll(async () => {
  t = await createTestApp({
    log: captured.log,
    // The default: no SMTP server, so every mail is an .eml file in the outbox and a log line.
    config: { smtpUrl: undefined },
    beforeReady: (app) => {
      // No call fails a query on purpose; these stand for any that does (a bug, a race, input
      // the schemas let through), each answered by the real error handler.
      const copyAlice = async () => {
        const [row] = await app.ctx.db.select().from(users).where(eq(users.email, alice));
        await app.ctx.db.insert(users).values({ email: row!.email, passwordHash: row!.passwordHash, name: 'Copy' });
      };
      const failures: Record<string, () => Promise<unknown>> = {
        // A unique violation whose bound parameters are an address and a password hash.
        unique: copyAlice,
        // The driver's own error, as code that unwraps Drizzle's would throw it: its `detail`
        // names the key ("Key (email)=(…) already exists").
        driver: () => copyAlice().catch((err: Error) => Promise.reject(err.cause)),
        // A data error, whose message quotes the value it could not read.
        data: () => app.ctx.db.execute(sql`select ${alice}::integer`),
      };
      app.post<{ Params: { kind: string } }>('/api/test/fail/:kind', async (req) => {
        await failures[req.params.kind]!();
        return null;
      });
    },
  });
});
afterAll(() => t.close());

let ip = 0;
const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
  const res = await t.app.inject({ method, url, payload, headers: token ? { token } : {}, remoteAddress: `10.9.0.${++ip}` });
  return { status: res.statusCode, body: res.json() as { code: number; data: Record<string, unknown> | null } };
};

/** A mailed code, read from the outbox file as an operator would, and kept as a secret. */
const seen = new Set<string>();
async function mailedCode(email: string): Promise<string> {
  const code = await outboxCode(t.ctx.config.dataDir, email, seen);
  keep(`code mailed to ${email}`, code);
  return code;
}

const text = (line: LogLine) => JSON.stringify(line);
const MAIL_LINE = 'mail written to the outbox';

describe('log lines of a whole account and upload flow', () => {
  let fileUrl = '';

  it('runs the flow', async () => {
    // A code is a season's: the one entrants register for is current.
    const [season] = await t.ctx.db
      .insert(seasons)
      .values({ year: 2027, name: 'Laurel 2027', isCurrent: true, registrationOpensAt: new Date(Date.now() - 86_400_000), registrationClosesAt: new Date(Date.now() + 30 * 86_400_000), firstReviewStartsAt: new Date(Date.now() + 31 * 86_400_000), firstReviewEndsAt: new Date(Date.now() + 40 * 86_400_000), secondReviewStartsAt: new Date(Date.now() + 41 * 86_400_000), secondReviewEndsAt: new Date(Date.now() + 50 * 86_400_000), resultsAt: new Date(Date.now() + 60 * 86_400_000) })
      .returning({ id: seasons.id });
    await t.ctx.db.insert(invitationCodes).values({ seasonId: season!.id, code: invitation, discountPercent: 10 });
    keep('invitation code', invitation);
    Object.entries(passwords).forEach(([k, v]) => keep(`password ${k}`, v));

    expect((await call('POST', '/api/email/verifyCode', { email: alice })).status).toBe(200);
    const registered = await call('POST', '/api/user/register', { email: alice, password: passwords.first, name: 'Alice', code: await mailedCode(alice), invitationCode: invitation });
    expect(registered.body.code).toBe(200);
    keep('register token', registered.body.data!.token as string);
    expect((await call('GET', `/api/index/getInvitationCode?code=${invitation}`)).status).toBe(200);

    expect((await call('POST', '/api/user/login', { email: alice, password: passwords.wrong })).status).toBe(422);
    const loggedIn = await call('POST', '/api/user/login', { email: alice, password: passwords.first });
    keep('login token', loggedIn.body.data!.token as string);

    expect((await call('POST', '/api/email/verifyCode', { email: alice, purpose: 'reset' })).status).toBe(200);
    const resetCode = await mailedCode(alice);
    expect((await call('POST', '/api/user/resetPassword', { email: alice, code: resetCode, password: passwords.reset })).status).toBe(200);
    const afterReset = await call('POST', '/api/user/login', { email: alice, password: passwords.reset });
    const token = afterReset.body.data!.token as string;
    keep('token after reset', token);
    expect((await call('POST', '/api/user/changePassword', { oldPassword: passwords.reset, newPassword: passwords.changed }, token)).status).toBe(200);

    const uploaded = await upload(t, token, [kindPart('image'), imagePart(await makeImage(640, 360))]);
    expect(uploaded.status).toBe(200);
    fileUrl = uploaded.body.data.url as string;
    keep('file signature', new URL(fileUrl, 'http://x').searchParams.get('sig')!);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fileUrl.replace('/original?', '/medium?') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${fileUrl.split('?')[0]}?exp=1&sig=forged-${tag}` })).statusCode).toBe(404);
    keep('forged signature', `forged-${tag}`);

    // Failed queries whose parameters are an address and a password hash reach the error log.
    for (const kind of ['unique', 'driver', 'data']) expect((await call('POST', `/api/test/fail/${kind}`)).status).toBe(500);
    // A NUL byte in a name: a 500 from the database before issue 10's text checks, a 422 after;
    // either way the query's parameters (the address, a fresh hash) must not be logged.
    await call('POST', '/api/email/verifyCode', { email: bob });
    await call('POST', '/api/user/register', { email: bob, password: passwords.bob, name: 'Bob\u0000', code: await mailedCode(bob) });

    expect(t.mails, 'no mail went through SMTP').toEqual([]);
    for (const u of await t.ctx.db.select().from(users)) keep(`password hash of ${u.email}`, u.passwordHash);
    for (const s of await t.ctx.db.select().from(sessions)) keep('session token hash', s.tokenHash);
    for (const c of await t.ctx.db.select().from(verificationCodes)) keep('verification code hash', c.codeHash);
  });

  it('logs none of its codes, tokens, passwords, hashes or signatures', () => {
    expect(captured.lines.length).toBeGreaterThan(20);
    const lines = captured.lines.map(text);
    const leaks = [...secrets].flatMap(([value, what]) => lines.filter((l) => l.includes(value)).map((l) => `${what}: ${l}`));
    expect(leaks).toEqual([]);
    expect(lines.filter((l) => /\$argon2/.test(l)), 'a password hash is in the log').toEqual([]);
  });

  it('logs no bound query parameter, nor the addresses they held', () => {
    // Only the outbox line names an address, in the file name an operator looks for.
    const lines = captured.lines.map((l) => (l.msg === MAIL_LINE ? text({ ...l, file: undefined }) : text(l)));
    for (const local of [alice, bob].map((e) => e.split('@')[0]!)) {
      expect(lines.filter((l) => l.includes(local)), `${local} is in the log`).toEqual([]);
    }
    expect(lines.filter((l) => /"params"|params:|"detail"|Key \(/.test(l))).toEqual([]);
  });

  it('keeps what an operator needs: request id, method, path, status, time, error type and SQLSTATE', () => {
    const path = fileUrl.split('?')[0]!;
    const incoming = captured.lines.find((l) => l.msg === 'incoming request' && (l.req as { url: string }).url.startsWith(path));
    expect(incoming).toMatchObject({ reqId: expect.any(String), req: { method: 'GET', url: expect.stringMatching(new RegExp(`^${path}\\?`)) } });
    const done = captured.lines.find((l) => l.msg === 'request completed' && l.reqId === incoming!.reqId);
    expect(done).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });

    const errors = captured.lines.filter((l) => l.err);
    const failed = (code: string) => errors.filter((l) => (l.err as { code?: string }).code === code);
    expect(failed('23505'), 'both unique violations are logged').toMatchObject([
      { level: 50, reqId: expect.any(String), err: { type: 'DrizzleQueryError', table: 'users', constraint: expect.any(String), message: expect.stringContaining('insert into "users"') } },
      { level: 50, reqId: expect.any(String), err: { type: expect.any(String), table: 'users', constraint: expect.any(String), message: expect.stringContaining('duplicate key') } },
    ]);
    expect(failed('22P02'), 'the data error is logged').toMatchObject([{ err: { message: expect.stringContaining('invalid input syntax for type integer') } }]);

    const mails = captured.lines.filter((l) => l.msg === MAIL_LINE);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const m of mails) {
      expect(m).toMatchObject({ recipients: 1, file: expect.stringMatching(/\.eml$/) });
      expect(existsSync(m.file as string)).toBe(true);
    }
  });
});
