import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionCache } from '../../../src/core/ports.ts';
import { openDatabase } from '../../../src/db/client.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { sessions, users } from '../../../src/db/schema.ts';
import { sha256 } from '../../../src/lib/crypto.ts';
import { createAdmin } from '../../../src/services/accounts/create-admin.ts';
import { createSessionCache, redisRevocationStamps } from '../../../src/services/accounts/session-cache.ts';
import { createSession, findSession } from '../../../src/services/accounts/sessions.ts';
import { hashPassword } from '../../../src/services/accounts/passwords.ts';
import { codeMailedTo } from '../../helpers/accounts.ts';
import { freePort, startServer, type RunningServer } from '../../helpers/processes.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * Issue 11: a logout, password change or role change made on one server process is refused by
 * every other at once, through Redis (REDIS_URL), with no message to wait for: each cached
 * session is checked against its user's revocation stamp (apps/server/src/services/accounts/README.md#sessions).
 * Needs TEST_REDIS_URL (or a local Redis) and, for the real processes, TEST_DATABASE_URL (or a
 * local PostgreSQL); like lib/public-cache-redis.test.ts, it fails rather than skips without them.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('two app instances on one database and one Redis', () => {
  let t: TwoReplicas;
  beforeAll(async () => {
    t = await createTwoReplicas(redisUrl);
  });
  afterAll(() => t.close());

  /** getUserInfo on B: its status and user. */
  const onB = async (token: string) => {
    const res = await t.b.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { token } });
    return { status: res.statusCode, data: res.json().data };
  };
  /**
   * Uses a token on B until B answers it from its cache (B's Redis connection may still be
   * opening, and until then nothing is kept): B still shows the user's old name after the
   * database changed it behind its back.
   */
  const cachedOnB = async (token: string) => {
    for (let i = 0; i < 100; i++) {
      const { status, data } = await onB(token);
      expect(status).toBe(200);
      await t.ctx.db.update(users).set({ name: `${data.name as string}+` }).where(eq(users.id, data.id as number));
      if ((await onB(token)).data.name === data.name) return token;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('B never cached the session');
  };
  // Rate limits live in Redis here and outlast this file: a client address and e-mail
  // addresses of this run alone, so a second run within the windows is not refused.
  const run = randomBytes(4).toString('hex');
  const ip = `10.${[0, 1, 2].map((i) => parseInt(run.slice(i * 2, i * 2 + 2), 16)).join('.')}`;
  const email = (name: string) => `${name}-${run}@example.com`;
  const onA = async (url: string, payload: object, token?: string) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {}, remoteAddress: ip });
    return { status: res.statusCode, body: res.json() };
  };
  const login = async (address: string, password = 'Replica-pass-1') => (await onA('/api/user/login', { email: address, password })).body.data.token as string;
  /** An account made in the database (registering counts against the limits), logged in on A. */
  const account = async (name: string) => {
    const address = email(name);
    await t.ctx.db.insert(users).values({ email: address, passwordHash: await hashPassword('Replica-pass-1'), name: 'Old Name' });
    return { address, token: await login(address) };
  };

  it('logout on A: B refuses the token at once', async () => {
    const { token } = await account('out');
    await cachedOnB(token);
    expect((await onA('/api/user/logout', {}, token)).status).toBe(200);
    expect((await onB(token)).status).toBe(401);
  });

  it("password change on A: B refuses the user's other sessions at once", async () => {
    const { address, token: current } = await account('change');
    const other = await cachedOnB(await login(address));
    await cachedOnB(current);
    expect((await onA('/api/user/changePassword', { oldPassword: 'Replica-pass-1', newPassword: 'Brand-new-pass-2' }, current)).status).toBe(200);
    expect((await onB(other)).status).toBe(401);
    expect((await onB(current)).status).toBe(200);
  });

  it('password reset on A: B refuses every session at once', async () => {
    const { address, token } = await account('reset');
    await cachedOnB(token);
    expect((await onA('/api/email/verifyCode', { email: address, purpose: 'reset' })).status).toBe(200);
    const code = await codeMailedTo(t, address);
    expect((await onA('/api/user/resetPassword', { email: address, code, password: 'Reset-pass-123' })).status).toBe(200);
    expect((await onB(token)).status).toBe(401);
  });

  it('promotion to admin on A: B refuses the old sessions at once', async () => {
    const { address, token } = await account('admin');
    await cachedOnB(token);
    await createAdmin(t.ctx, { email: address, password: 'Admin-pass-2026', name: 'Promoted' });
    expect((await onB(token)).status).toBe(401);
  });

  it('an identity change or a profile edit on A shows on B at once', async () => {
    const { address, token } = await account('judge');
    await cachedOnB(token);
    const [{ id }] = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, address))) as [{ id: number }];
    await t.ctx.db.update(users).set({ identity: 1 }).where(eq(users.id, id));
    await t.ctx.sessions.forgetUser(id);
    expect((await onB(token)).data).toMatchObject({ identity: 1 });
    await cachedOnB(token);
    expect((await onA('/api/user/updateProfile', { name: 'New Name' }, token)).status).toBe(200);
    expect((await onB(token)).data).toMatchObject({ identity: 1, name: 'New Name' });
  });
});

/** A TCP proxy to Redis that the test can cut and restore, as a network outage would. */
async function redisProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const redis = connect(Number(target.port || 6379), target.hostname);
        sockets.add(client).add(redis);
        client.pipe(redis).pipe(client);
        const end = () => {
          client.destroy();
          redis.destroy();
        };
        client.on('error', end).on('close', end);
        redis.on('error', end).on('close', end);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      server!.close(() => resolve());
    });
  await open();
  return { url: `redis://127.0.0.1:${port}`, cut, open };
}

describe('while Redis does not answer', () => {
  let t: TestApp;
  const caches: SessionCache[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const c of caches) await c.close();
    await t.close();
  });
  /** A replica's session cache on Redis at `url`, counting its database look-ups. */
  const cacheOn = (url: string) => {
    const load = (hash: string) => {
      cache.loads++;
      return findSession(t.ctx.db, hash);
    };
    const cache = Object.assign(createSessionCache({ load, stamps: redisRevocationStamps(url) }), { loads: 0 });
    caches.push(cache);
    return cache;
  };
  /** True once `cache` answers `hash` without the database (its Redis connection is ready). */
  const servesFromCopy = async (cache: SessionCache & { loads: number }, hash: string) => {
    await cache.resolve(hash);
    const before = cache.loads;
    return (await cache.resolve(hash)) !== null && cache.loads === before;
  };
  const until = async (ok: () => Promise<boolean>) => {
    for (let i = 0; i < 250; i++) if (await ok()) return true;
    else await new Promise((r) => setTimeout(r, 20));
    return false;
  };

  it('nothing is served from a copy: every request asks the database', async () => {
    const dead = `redis://127.0.0.1:${await freePort()}`;
    const [a, b] = [cacheOn(dead), cacheOn(dead)];
    const [user] = await t.ctx.db.insert(users).values({ email: 'dead@example.com', passwordHash: 'x', name: 'Dead' }).returning({ id: users.id });
    const { token } = await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
    expect(await b.resolve(sha256(token))).toMatchObject({ id: user!.id });
    expect(await b.resolve(sha256(token))).toMatchObject({ id: user!.id });
    expect(b.loads).toBe(2);
    await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    await a.forgetUser(user!.id);
    expect(await b.resolve(sha256(token))).toBeNull();
  });

  it('a revocation that could not be stamped is stamped when Redis is back', async () => {
    const proxy = await redisProxy(new URL(redisUrl));
    const a = cacheOn(proxy.url);
    const b = cacheOn(redisUrl);
    const [user] = await t.ctx.db.insert(users).values({ email: 'outage@example.com', passwordHash: 'x', name: 'Outage' }).returning({ id: users.id });
    const { token } = await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
    const hash = sha256(token);
    expect(await until(async () => (await servesFromCopy(a, hash)) && (await servesFromCopy(b, hash)))).toBe(true);
    await proxy.cut();
    await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, hash));
    await a.forgetUser(user!.id);
    // Documented gap: B's own connection works and it keeps its copy until A can stamp…
    expect(await b.resolve(hash)).not.toBeNull();
    await proxy.open();
    // …which A does as soon as it reconnects.
    expect(await until(async () => (await b.resolve(hash)) === null)).toBe(true);
    await proxy.cut();
  });
});

describe('two real server processes on PostgreSQL and Redis', () => {
  const schema = `rep_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dirs = [mkdtempSync(join(tmpdir(), 'laurel-rep-a-')), mkdtempSync(join(tmpdir(), 'laurel-rep-b-'))];
  const account = { email: 'two@example.com', password: 'Two-processes-1' };
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    const db = await openDatabase({ url: pgUrl, searchPath: schema, poolSize: 1 });
    await migrate(db);
    await db.db.insert(users).values({ email: account.email, passwordHash: await hashPassword(account.password), name: 'Two' });
    await db.close();
    const env = (dir: string) => ({ DATABASE_URL: url.href, REDIS_URL: redisUrl, DATA_DIR: dir, WEB_DIST: join(dir, 'no-web'), DEMO_DATA: 'false', LOG_LEVEL: 'warn', SECRET_KEY: 'k'.repeat(40) });
    [a, b] = await Promise.all([startServer(env(dirs[0]!), 90_000), startServer(env(dirs[1]!), 90_000)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const db = await openDatabase({ url: pgUrl });
    await db.exec(`drop schema if exists ${schema} cascade`);
    await db.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const call = async (s: RunningServer, path: string, token?: string, body?: unknown) => {
    const res = await fetch(s.url + path, {
      method: body ? 'POST' : 'GET',
      headers: { ...(token ? { token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { data: { token: string } } };
  };
  const login = async () => (await call(a, '/api/user/login', undefined, account)).body.data.token;

  it('a logout and a password change on one are refused by the other at once', async () => {
    const [out, kept, other] = [await login(), await login(), await login()];
    // B has seen every token (and keeps them: each answers from its cache from now on).
    for (const token of [out, kept, other]) expect((await call(b, '/api/user/getUserInfo', token)).status).toBe(200);

    expect((await call(a, '/api/user/logout', out, {})).status).toBe(200);
    expect((await call(b, '/api/user/getUserInfo', out)).status).toBe(401);
    expect((await call(b, '/api/user/getUserInfo', other)).status).toBe(200);

    const changed = await call(a, '/api/user/changePassword', kept, { oldPassword: account.password, newPassword: 'Two-processes-2' });
    expect(changed.status).toBe(200);
    expect((await call(b, '/api/user/getUserInfo', other)).status).toBe(401);
    expect((await call(b, '/api/user/getUserInfo', kept)).status).toBe(200);
  });
});
