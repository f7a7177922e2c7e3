import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * What a cached public answer depends on. A write service invalidates the tags it touches, so the
 * next GET rebuilds from the database at once (issue 3 "caching"):
 * - content: banners and text blocks (save-content-block)
 * - jury: public jury profiles; media: press reports
 * - competition: seasons, categories, award levels (names and dates shown with winners)
 * - winners: entries, their images and owners' public names (award, isShow, winner info)
 */
export type CacheTag = 'content' | 'jury' | 'media' | 'competition' | 'winners';
export const ALL_TAGS: readonly CacheTag[] = ['content', 'jury', 'media', 'competition', 'winners'];

/** How long an answer is kept: milliseconds, or computed from the answer once it is made. */
export type Ttl = number | ((body: Buffer) => number);

/** How long an answer is kept when its caller says nothing: the safety net below. */
export const DEFAULT_TTL_MS = 60_000;

/**
 * Milliseconds left of a deadline read before an answer is built (the next results date), so the
 * answer is kept no later than the deadline however long it took to build. The clock starts
 * before the deadline is asked for: the answer to "how long until" is already older than its
 * reading by the time it arrives (a loaded database took long enough for a cached winner list to
 * outlive its date).
 */
export async function countdown(read: () => Promise<number>): Promise<() => number> {
  const start = performance.now();
  const ms = await read();
  return () => ms - (performance.now() - start);
}

/** The serialized answer as sent, and its strong validator. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /**
   * The headers Fastify sent with it the first time (security headers included), so the fast
   * path (http/serve-cached.ts) can answer later requests the same way without Fastify.
   */
  headers?: Record<string, string>;
}

export interface PublicCache {
  /** The stored answer for `key` (or the key it is an alias of), if any; never loads. */
  peek(key: string): CachedBody | undefined;
  /**
   * Makes `from` (a raw URL) find the answer stored under `to` (its normalised query). Aliases
   * are bounded apart from answers, so a flood of odd URLs evicts aliases, never answers.
   */
  alias(from: string, to: string): void;
  /**
   * The stored answer, or `load()`'s, stored under `tags` unless one of them was invalidated
   * while it loaded (the answer might predate the change). Concurrent misses share one load.
   * `ttlMs` may be read off the answer (a page showing a deadline lives until that deadline).
   */
  get(key: string, tags: readonly CacheTag[], load: () => Promise<Buffer>, ttlMs?: Ttl): Promise<CachedBody>;
  /** Drops every answer carrying one of the tags, here and (with Redis) on every replica. */
  invalidate(...tags: CacheTag[]): Promise<void>;
  close(): Promise<void>;
}

export const etagOf = (body: Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

interface Entry extends CachedBody {
  tags: readonly CacheTag[];
  expiresAt: number;
}

/**
 * In-process cache. Bounded (oldest dropped first) so random query strings cannot grow it; every
 * entry also expires after `defaultTtlMs` as a safety net for a write that forgot to invalidate.
 */
export function memoryPublicCache(opts: { maxEntries?: number; defaultTtlMs?: number; now?: () => number } = {}) {
  const maxEntries = opts.maxEntries ?? 2000;
  const defaultTtlMs = opts.defaultTtlMs ?? DEFAULT_TTL_MS;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const aliases = new Map<string, string>();
  const loading = new Map<string, Promise<CachedBody>>();
  const versions = new Map<CacheTag, number>();
  const versionOf = (tags: readonly CacheTag[]) => tags.map((t) => versions.get(t) ?? 0).join('.');

  const drop = (tags: readonly CacheTag[]) => {
    for (const t of tags) versions.set(t, (versions.get(t) ?? 0) + 1);
    for (const [key, e] of entries) if (e.tags.some((t) => tags.includes(t))) entries.delete(key);
    // A load in flight started before the change: later callers must not join it.
    loading.clear();
  };

  const cache: PublicCache & { drop: typeof drop } = {
    drop,
    peek(key) {
      const stored = aliases.get(key) ?? key;
      const e = entries.get(stored);
      if (!e) return undefined;
      if (e.expiresAt > now()) return e;
      entries.delete(stored);
      return undefined;
    },
    alias(from, to) {
      if (from === to) return;
      if (aliases.size >= maxEntries * 4 && !aliases.has(from)) aliases.delete(aliases.keys().next().value!);
      aliases.set(from, to);
    },
    get(key, tags, load, ttlMs = defaultTtlMs) {
      const hit = cache.peek(key);
      if (hit) return Promise.resolve(hit);
      const pending = loading.get(key);
      if (pending) return pending;
      const before = versionOf(tags);
      // Always asynchronous, so `p` is assigned before the clean-up reads it.
      const p: Promise<CachedBody> = Promise.resolve()
        .then(load)
        .then((body) => {
          // The stored object itself is returned: headers recorded on it later are kept.
          const ttl = typeof ttlMs === 'function' ? ttlMs(body) : ttlMs;
          const entry: Entry = { body, etag: etagOf(body), tags, expiresAt: now() + ttl };
          if (versionOf(tags) === before && ttl > 0) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, entry);
          }
          return entry;
        })
        .finally(() => {
          if (loading.get(key) === p) loading.delete(key);
        });
      loading.set(key, p);
      return p;
    },
    async invalidate(...tags) {
      drop(tags);
    },
    async close() {
      entries.clear();
      aliases.clear();
    },
  };
  return cache;
}

const CHANNEL = 'laurel:public-cache:invalidate';

/**
 * The same cache per process, with invalidations broadcast over Redis pub/sub so that every
 * replica drops its copy (apps/server/src/app/README.md#scaling-out: app servers are stateless behind a load
 * balancer). Answers stay in memory: they are small, and a local hit needs no network round trip.
 */
export async function redisPublicCache(url: string, opts: Parameters<typeof memoryPublicCache>[0] = {}): Promise<PublicCache> {
  const local = memoryPublicCache(opts);
  const me = randomUUID();
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  sub.on('message', (_channel: string, message: string) => {
    try {
      const { from, tags } = JSON.parse(message) as { from: string; tags: CacheTag[] };
      if (from !== me) local.drop(tags.filter((t) => ALL_TAGS.includes(t)));
    } catch {
      // Not ours; ignore.
    }
  });
  // While the subscription is down another replica's change could be missed: drop everything
  // on every (re)connect rather than serve a stale page until the TTL ends.
  sub.on('ready', () => local.drop(ALL_TAGS));
  await sub.subscribe(CHANNEL);
  return {
    peek: local.peek,
    alias: local.alias,
    get: local.get,
    async invalidate(...tags) {
      local.drop(tags);
      // The change is committed already; if Redis is down the other replicas catch up when their
      // copies expire (or drop everything when their subscription comes back), so the write
      // that invalidates must not fail for it.
      await pub.publish(CHANNEL, JSON.stringify({ from: me, tags })).catch(() => undefined);
    },
    async close() {
      await local.close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
