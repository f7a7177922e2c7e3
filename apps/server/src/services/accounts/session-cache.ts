import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CurrentUser } from '../../core/context.ts';
import type { SessionCache } from '../../core/ports.ts';

/** A session as the database knows it: who it logs in and until when. */
export interface SessionRecord {
  user: CurrentUser;
  expiresAt: Date;
}

/**
 * Where processes agree on revocations: a stamp per user that changes whenever the user's
 * sessions or row change. A cached session remembers the stamp read before its row was loaded
 * and is used only while the stamp is the same. Without Redis (one process) there is nothing to
 * agree with.
 */
export interface RevocationStamps {
  read(userId: number): Promise<string | null>;
  change(userId: number): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  user: CurrentUser;
  /** The session's own expiry, honoured to the millisecond. */
  sessionExpiresAt: number;
  /** When this copy must be reloaded anyway: a safety net for a change that forgot forgetUser. */
  staleAt: number;
  stamp: string | null;
}

export interface SessionCacheOptions {
  load: (tokenHash: string) => Promise<SessionRecord | null>;
  stamps?: RevocationStamps;
  /** Sessions kept; the least recently used goes first. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export const SESSION_CACHE_MAX_ENTRIES = 10_000;
export const SESSION_CACHE_TTL_MS = 30_000;

const UNKNOWN = Symbol('unknown stamp');

export function createSessionCache(opts: SessionCacheOptions): SessionCache {
  const maxEntries = opts.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = opts.now ?? Date.now;
  const stamps = opts.stamps;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recent first.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CurrentUser | null>>();
  // Bumped by every forgetUser: a load that started before it may hold the old row or a session
  // that no longer exists, so it is answered but not kept.
  let generation = 0;

  /** The user's stamp, or UNKNOWN when Redis cannot say (then nothing may be kept). */
  const stampOf = async (userId: number): Promise<string | null | typeof UNKNOWN> => {
    try {
      return await stamps!.read(userId);
    } catch {
      return UNKNOWN;
    }
  };
  const live = (record: SessionRecord | null) => (record && record.expiresAt.getTime() > now() ? record : null);

  const load = async (tokenHash: string, knownUserId?: number): Promise<CurrentUser | null> => {
    const started = generation;
    let stamp: string | null = null;
    let record: SessionRecord | null;
    if (!stamps) {
      record = live(await opts.load(tokenHash));
    } else {
      // The stamp must be read BEFORE the row that is kept: another process commits its change
      // and then writes a new stamp, so a row read after this stamp is either the new one or
      // kept with a stamp that no longer matches. A token never changes user, so once the user
      // is known (a stale or mismatched copy) one read suffices; a token seen for the first
      // time is read once to learn its user, then again after the stamp.
      let userId = knownUserId;
      let first: SessionRecord | null = null;
      if (userId === undefined) {
        first = live(await opts.load(tokenHash));
        if (!first) return null;
        userId = first.user.id;
      }
      const read = await stampOf(userId);
      // Redis cannot say: answer from the database, keep nothing.
      if (read === UNKNOWN) return (first ?? live(await opts.load(tokenHash)))?.user ?? null;
      record = live(await opts.load(tokenHash));
      if (record?.user.id !== userId) return record?.user ?? null;
      stamp = read;
    }
    if (!record) return null;
    if (generation === started) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { user: record.user, sessionExpiresAt: record.expiresAt.getTime(), staleAt: now() + ttlMs, stamp });
    }
    return record.user;
  };

  /** Concurrent misses for one token share one load (a page fires several calls at once). */
  const loadShared = (tokenHash: string, knownUserId?: number): Promise<CurrentUser | null> => {
    const pending = loading.get(tokenHash);
    if (pending) return pending;
    const p = load(tokenHash, knownUserId).finally(() => {
      if (loading.get(tokenHash) === p) loading.delete(tokenHash);
    });
    loading.set(tokenHash, p);
    return p;
  };

  return {
    async resolve(tokenHash) {
      const hit = entries.get(tokenHash);
      if (!hit) return loadShared(tokenHash);
      const t = now();
      if (hit.sessionExpiresAt <= t) {
        entries.delete(tokenHash);
        return null;
      }
      if (hit.staleAt > t && (!stamps || (await stampOf(hit.user.id)) === hit.stamp)) {
        // Most recently used now, unless forgetUser dropped it while the stamp was read.
        if (entries.get(tokenHash) === hit) {
          entries.delete(tokenHash);
          entries.set(tokenHash, hit);
        }
        return hit.user;
      }
      // Too old, or changed in another process (or Redis cannot say): ask the database.
      if (entries.get(tokenHash) === hit) entries.delete(tokenHash);
      return loadShared(tokenHash, hit.user.id);
    },
    async forgetUser(userId) {
      generation++;
      loading.clear();
      for (const [key, e] of entries) if (e.user.id === userId) entries.delete(key);
      await stamps?.change(userId);
    },
    async close() {
      entries.clear();
      await stamps?.close();
    },
  };
}

const STAMP_TTL_S = 24 * 60 * 60;

/**
 * Revocation stamps in Redis (`laurel:session-stamp:<userId>`). A stamp is a fresh random value,
 * never a counter: once the key expires (a day, far beyond SESSION_CACHE_TTL_MS) a counter would
 * start again and could repeat a value an old copy remembers.
 * - A read fails at once while the connection is not ready (and after a second at most), so the
 *   request asks the database instead of waiting: nothing is served from the cache that Redis
 *   could not confirm.
 * - A change waits for the connection (a CLI changes a user right after it starts); one that
 *   still fails is written again as soon as the connection is back, and `close` waits for it.
 *   Until then other processes keep their copy at most SESSION_CACHE_TTL_MS.
 */
export function redisRevocationStamps(url: string, opts: { onError?: (err: unknown) => void } = {}): RevocationStamps {
  const redis = new Redis(url, { keyPrefix: 'laurel:session-stamp:', maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', () => {});
  const unstamped = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  const change = (userId: number): Promise<void> => {
    const p = redis
      .set(String(userId), randomUUID(), 'EX', STAMP_TTL_S)
      .then(
        () => void unstamped.delete(userId),
        (err: unknown) => {
          unstamped.add(userId);
          opts.onError?.(err);
        },
      )
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    return p;
  };
  redis.on('ready', () => {
    for (const userId of unstamped) void change(userId);
  });

  // Reads are sent as one MGET per batch, at most two batches on their way: a read asked for
  // meanwhile waits for the next batch, which carries every read that arrived in between. So
  // under load one round trip serves many requests, and each request is still answered by a
  // read sent after it arrived: it sees every stamp written before that.
  type Waiter = { resolve: (stamp: string | null) => void; reject: (err: unknown) => void };
  const MAX_BATCHES = 2;
  let waiting = new Map<number, Waiter[]>();
  let sending = 0;
  const flush = () => {
    if (sending >= MAX_BATCHES || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    sending++;
    const ids = [...batch.keys()];
    redis
      .mget(ids.map(String))
      .then(
        (stamps) => ids.forEach((id, i) => batch.get(id)!.forEach((w) => w.resolve(stamps[i] ?? null))),
        (err: unknown) => batch.forEach((ws) => ws.forEach((w) => w.reject(err))),
      )
      .finally(() => {
        sending--;
        flush();
      });
  };
  return {
    read: (userId) =>
      new Promise((resolve, reject) => {
        if (redis.status !== 'ready') return reject(new Error('Redis is not connected'));
        const first = waiting.size === 0;
        const list = waiting.get(userId);
        if (list) list.push({ resolve, reject });
        else waiting.set(userId, [{ resolve, reject }]);
        // Reads asked for in the same tick go together.
        if (first && sending < MAX_BATCHES) process.nextTick(flush);
      }),
    change,
    async close() {
      await Promise.allSettled([...inFlight]);
      await redis.quit().catch(() => undefined);
    },
  };
}
