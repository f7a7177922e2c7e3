import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema.ts';
import {
  createAdmin,
  parseAdminInput,
  type AdminInput,
} from '../../src/services/accounts/create-admin.ts';
import { registerAccount } from '../helpers/accounts.ts';
import { runTs } from '../helpers/processes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: `198.18.0.${++ip}`,
  });
const userInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { token } });

function valid(values: { email?: string; password?: string; name?: string }): AdminInput {
  const parsed = parseAdminInput(values);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.input;
}

describe('admin:create arguments', () => {
  it('refuses a bad e-mail address, naming the argument', () => {
    expect(parseAdminInput({ email: 'not-an-address', password: 'Long-enough-1' })).toEqual({
      ok: false,
      problems: ['--email: Invalid format'],
    });
  });

  it('refuses a short password, saying how long it must be', () => {
    expect(parseAdminInput({ email: 'boss@example.com', password: 'short' })).toEqual({
      ok: false,
      problems: ['--password: Must be at least 8 characters'],
    });
  });

  it('lists every missing or bad argument at once', () => {
    const parsed = parseAdminInput({ name: 'x'.repeat(101) });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        '--email: This field is required',
        '--password: This field is required',
        '--name: Must be at most 100 characters',
      ],
    });
  });

  it('normalises the address as sign-up does and names the admin by default', () => {
    expect(valid({ email: '  Boss@Example.COM ', password: 'Long-enough-1' })).toEqual({
      email: 'boss@example.com',
      password: 'Long-enough-1',
      name: 'Administrator',
    });
  });
});

describe('createAdmin', () => {
  it('creates an admin who can log in and is an admin', async () => {
    expect(
      await createAdmin(
        t.ctx,
        valid({ email: 'Chief@Example.com', password: 'Chief-password-1', name: 'Chief' }),
      ),
    ).toBe('created');

    const res = await login('chief@example.com', 'Chief-password-1');
    expect(res.statusCode).toBe(200);
    const me = (await userInfo(res.json().data.token)).json();
    expect(me.data).toMatchObject({
      email: 'chief@example.com',
      name: 'Chief',
      staffRole: 'administrator',
      identity: 0,
    });

    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'chief@example.com'));
    expect(row!.passwordHash).not.toContain('Chief-password-1');
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(row!.id)));
    expect(audit).toMatchObject([
      {
        action: 'user.createAdmin',
        actorId: null,
        after: { email: 'chief@example.com', staffRole: 'administrator' },
      },
    ]);
  });

  it('promotes an existing account: new password, old sessions ended, no second account', async () => {
    const { token, password: oldPassword } = await registerAccount(t, {
      email: 'lin@example.com',
      name: 'Lin',
    });
    expect((await userInfo(token)).json().data.staffRole).toBeNull();

    expect(
      await createAdmin(
        t.ctx,
        valid({ email: 'lin@example.com', password: 'Fresh-password-1', name: 'Ignored' }),
      ),
    ).toBe('promoted');

    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await login('lin@example.com', oldPassword)).statusCode).toBe(422);
    const res = await login('lin@example.com', 'Fresh-password-1');
    expect(res.statusCode).toBe(200);
    expect((await userInfo(res.json().data.token)).json().data).toMatchObject({
      name: 'Lin',
      staffRole: 'administrator',
    });
    expect(
      await t.ctx.db.select().from(users).where(eq(users.email, 'lin@example.com')),
    ).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'lin@example.com'));
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(row!.id)));
    expect(audit.find((a) => a.action === 'user.makeAdmin')).toMatchObject({
      before: { staffRole: null },
      after: { staffRole: 'administrator' },
    });
  });
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    runTs('src/cli/admin-create.ts', args, { DATA_DIR: dataDir, DEMO_DATA: 'false' });

  it('exits 2 with the usage and one line per bad argument, touching no database', async () => {
    const res = await cli('--email', 'nope', '--password', 'short');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run admin:create');
    expect(res.stderr).toContain('--email: Invalid format');
    expect(res.stderr).toContain('--password: Must be at least 8 characters');
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('exits 2 on an unknown option instead of a stack trace', async () => {
    const res = await cli('--mail', 'boss@example.com');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run admin:create');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it('creates the admin in the configured database and says so', async () => {
    const res = await cli('--email', 'Ops@Example.com', '--password', 'Ops-password-1');
    expect(res).toMatchObject({ code: 0, stdout: 'Admin ops@example.com created.\n' });
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
  }, 60_000);
});
