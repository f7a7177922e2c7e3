import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/core/context.ts';
import type { SessionCache } from '../../../src/core/ports.ts';
import { sessions, users } from '../../../src/db/schema.ts';
import { sha256 } from '../../../src/lib/crypto.ts';
import { createAdmin } from '../../../src/services/accounts/create-admin.ts';
import { createSessionCache, type RevocationStamps, type SessionRecord } from '../../../src/services/accounts/session-cache.ts';
import { createSession, findSession } from '../../../src/services/accounts/sessions.ts';
import { codeMailedTo, get, post, registerAccount } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * Issue 11 "fast sessions": a process answers a known token from its session cache, and every
 * way a session ends or a user changes is honoured by the same process at once; a cached
 * session past its expiry is refused to the millisecond. Across processes:
 * session-replicas.test.ts.
 */

const userOf = (id: number, identity = 0): CurrentUser => ({
  id,
  identity,
  staffRole: null,
  sessionId: id * 10,
  info: { id, email: `u${id}@example.com`, name: `User ${id}`, company: null, country: null, areaCode: null, phone: null, identity, staffRole: null, language: 'en', agentCode: null, createdAt: new Date(0).toISOString() },
});

/** Sessions in a Map standing in for the database, counting look-ups, and a clock the test moves. */
function fakeStore() {
  const store = {
    rows: new Map<string, SessionRecord>(),
    loads: 0,
    clock: 1_000_000,
    now: () => store.clock,
    load: async (hash: string) => {
      store.loads++;
      return store.rows.get(hash) ?? null;
    },
    /** A session of user `id` valid for `ms` from now. */
    add: (hash: string, id: number, ms = 3_600_000, identity = 0) => store.rows.set(hash, { user: userOf(id, identity), expiresAt: new Date(store.clock + ms) }),
  };
  return store;
}

describe('createSessionCache', () => {
  it('answers a known token from memory, and an unknown one from the store each time', async () => {
    const db = fakeStore();
    db.add('a', 1);
    const cache = createSessionCache({ load: db.load, now: db.now });
    expect(await cache.resolve('a')).toMatchObject({ id: 1 });
    expect(await cache.resolve('a')).toMatchObject({ id: 1 });
    expect(db.loads).toBe(1);
    expect(await cache.resolve('nope')).toBeNull();
    expect(await cache.resolve('nope')).toBeNull();
    expect(db.loads).toBe(3);
  });

  it('refuses a cached session from the millisecond it expires, without asking the store', async () => {
    const db = fakeStore();
    db.add('a', 1, 5_000);
    const expiresAt = db.clock + 5_000;
    const cache = createSessionCache({ load: db.load, now: db.now });
    expect(await cache.resolve('a')).not.toBeNull();
    db.clock = expiresAt - 1;
    expect(await cache.resolve('a')).not.toBeNull();
    db.clock = expiresAt;
    expect(await cache.resolve('a')).toBeNull();
    expect(db.loads).toBe(1);
    // Nor is a row that has just expired ever taken in.
    db.add('b', 2, 0);
    expect(await cache.resolve('b')).toBeNull();
  });

  it('reloads a copy older than its time to live', async () => {
    const db = fakeStore();
    db.add('a', 1);
    const cache = createSessionCache({ load: db.load, now: db.now, ttlMs: 1000 });
    await cache.resolve('a');
    db.add('a', 1, 3_600_000, 2);
    db.clock += 999;
    expect(await cache.resolve('a')).toMatchObject({ identity: 0 });
    db.clock += 1;
    expect(await cache.resolve('a')).toMatchObject({ identity: 2 });
    expect(db.loads).toBe(2);
  });

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const db = fakeStore();
    for (const [i, key] of ['a', 'b', 'c'].entries()) db.add(key, i + 1);
    const cache = createSessionCache({ load: db.load, now: db.now, maxEntries: 2 });
    await cache.resolve('a');
    await cache.resolve('b');
    await cache.resolve('a');
    await cache.resolve('c');
    expect(db.loads).toBe(3);
    await cache.resolve('a');
    expect(db.loads).toBe(3);
    await cache.resolve('b');
    expect(db.loads).toBe(4);
  });

  it('looks a token up once for concurrent requests', async () => {
    const db = fakeStore();
    db.add('a', 1);
    const cache = createSessionCache({ load: db.load, now: db.now });
    const answers = await Promise.all([cache.resolve('a'), cache.resolve('a'), cache.resolve('a')]);
    expect(answers.map((u) => u?.id)).toEqual([1, 1, 1]);
    expect(db.loads).toBe(1);
  });

  it('does not keep a row read before a revocation that lands while it loads', async () => {
    const db = fakeStore();
    db.add('a', 1);
    const cache: SessionCache = createSessionCache({
      load: async (hash) => {
        const row = await db.load(hash);
        if (db.loads === 1) {
          db.rows.delete('a');
          await cache.forgetUser(1);
        }
        return row;
      },
      now: db.now,
    });
    // The request that raced the revocation is answered with what it read…
    expect(await cache.resolve('a')).toMatchObject({ id: 1 });
    // …but the next one asks again.
    expect(await cache.resolve('a')).toBeNull();
  });

  it("with stamps, reads the user's stamp before the row it keeps", async () => {
    const db = fakeStore();
    const stampOf = new Map<number, string>();
    const stamps: RevocationStamps = {
      read: async (id) => stampOf.get(id) ?? null,
      change: async (id) => void stampOf.set(id, `${id}-${stampOf.size}-${db.loads}`),
      close: async () => {},
    };
    db.add('a', 1);
    // Another process revokes the session right after this one has read the row.
    const load = async (hash: string) => {
      const row = await db.load(hash);
      if (db.loads === 1) {
        db.rows.delete('a');
        await stamps.change(1);
      }
      return row;
    };
    const cache = createSessionCache({ load, now: db.now, stamps });
    expect(await cache.resolve('a')).toBeNull();
    expect(await cache.resolve('a')).toBeNull();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => get(t, '/api/user/getUserInfo', { token });
const login = async (email: string, password: string) => (await post(t, '/api/user/login', { email, password })).body.data.token as string;
/** Uses a token once, so that this process has it cached. */
const cached = async (token: string) => {
  expect((await me(token)).status).toBe(200);
  return token;
};
const userId = async (email: string) => (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('one process', () => {
  it('serves a used token without the database: a row deleted behind its back still logs in', async () => {
    const { token } = await registerAccount(t, { email: 'behind@example.com' });
    await cached(token);
    await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    // Proof that the cases below go through the cache, not around it.
    expect((await me(token)).status).toBe(200);
    await t.ctx.sessions.forgetUser(await userId('behind@example.com'));
    expect((await me(token)).status).toBe(401);
  });

  it('logout: the token is refused at once', async () => {
    const { token } = await registerAccount(t, { email: 'out@example.com' });
    await cached(token);
    expect((await post(t, '/api/user/logout', {}, { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("change password: the user's other sessions are refused at once, this one stays", async () => {
    const { token: current, password } = await registerAccount(t, { email: 'change@example.com' });
    const other = await cached(await login('change@example.com', password));
    await cached(current);
    const res = await post(t, '/api/user/changePassword', { oldPassword: password, newPassword: 'Brand-new-pass-2' }, { token: current });
    expect(res.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
  });

  it('reset password: every session is refused at once', async () => {
    const { token } = await registerAccount(t, { email: 'reset@example.com' });
    await cached(token);
    // The registration code was sent moments ago; the per-address window would refuse another.
    await t.ctx.limiter.reset('code:addr:reset@example.com');
    expect((await post(t, '/api/email/verifyCode', { email: 'reset@example.com', purpose: 'reset' })).status).toBe(200);
    const code = await codeMailedTo(t, 'reset@example.com');
    expect((await post(t, '/api/user/resetPassword', { email: 'reset@example.com', code, password: 'Reset-pass-123' })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('promotion to admin (admin:create): the old sessions are refused at once', async () => {
    const { token } = await registerAccount(t, { email: 'promoted@example.com' });
    await cached(token);
    expect(await createAdmin(t.ctx, { email: 'promoted@example.com', password: 'Admin-pass-2026', name: 'Promoted' })).toBe('promoted');
    expect((await me(token)).status).toBe(401);
    expect((await me(await login('promoted@example.com', 'Admin-pass-2026'))).body.data).toMatchObject({ staffRole: 'administrator' });
  });

  it('a profile edit shows in getUserInfo at once', async () => {
    const { token } = await registerAccount(t, { email: 'profile@example.com', name: 'Old Name' });
    expect((await me(token)).body.data.name).toBe('Old Name');
    expect((await post(t, '/api/user/updateProfile', { name: 'New Name' }, { token })).status).toBe(200);
    expect((await me(token)).body.data.name).toBe('New Name');
  });

  it('an identity change, with forgetUser after the commit, shows at once', async () => {
    const { token } = await registerAccount(t, { email: 'judge@example.com' });
    await cached(token);
    const id = await userId('judge@example.com');
    await t.ctx.db.update(users).set({ identity: 1 }).where(eq(users.id, id));
    await t.ctx.sessions.forgetUser(id);
    expect((await me(token)).body.data).toMatchObject({ identity: 1 });
  });

  it('a deleted user, with forgetUser after the commit, is refused at once', async () => {
    const [user] = await t.ctx.db.insert(users).values({ email: 'gone@example.com', passwordHash: 'x', name: 'Gone' }).returning({ id: users.id });
    const { token } = await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
    await cached(token);
    await t.ctx.db.delete(users).where(eq(users.id, user!.id));
    await t.ctx.sessions.forgetUser(user!.id);
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a cached session from the millisecond it expires', async () => {
    const { token: lasting } = await registerAccount(t, { email: 'expiry@example.com' });
    const id = await userId('expiry@example.com');
    // The app's own cache, but on a clock the test moves.
    const real = t.ctx.sessions;
    let clock = Date.now();
    let loads = 0;
    const load = (hash: string) => {
      loads++;
      return findSession(t.ctx.db, hash);
    };
    t.ctx.sessions = createSessionCache({ load, now: () => clock });
    try {
      const { token, expiresAt } = await createSession(t.ctx.db, { userId: id, ttlHours: 0.001 });
      await cached(token);
      clock = expiresAt.getTime() - 1;
      await cached(token);
      clock = expiresAt.getTime();
      expect((await me(token)).status).toBe(401);
      expect(loads).toBe(1);
      expect((await me(lasting)).status).toBe(200);
    } finally {
      await t.ctx.sessions.close();
      t.ctx.sessions = real;
    }
  });
});
