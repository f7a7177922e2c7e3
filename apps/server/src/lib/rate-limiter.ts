import { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterS: number;
}

/**
 * Fixed-window counters. In memory by default; in Redis when REDIS_URL is set so that every
 * replica shares the same limits (issue 2, apps/server/src/app/README.md#scaling-out).
 */
export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `limit` per `windowS`. */
  hit(key: string, limit: number, windowS: number): Promise<HitResult>;
  /** Reads the current count without counting. */
  peek(key: string, limit: number): Promise<HitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt > now()) return w;
    if (w) windows.delete(key);
    return undefined;
  };
  // Expired windows are dropped lazily and by a sweep, so memory stays bounded by active keys.
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  const result = (count: number, limit: number, resetAt: number): HitResult => ({
    allowed: count <= limit,
    count,
    retryAfterS: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });
  return {
    async hit(key, limit, windowS) {
      const w = current(key) ?? { count: 0, resetAt: now() + windowS * 1000 };
      w.count += 1;
      windows.set(key, w);
      return result(w.count, limit, w.resetAt);
    },
    async peek(key, limit) {
      const w = current(key);
      return w ? { ...result(w.count, limit, w.resetAt), allowed: w.count < limit } : { allowed: true, count: 0, retryAfterS: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'laurel:rl:' });
  return {
    async hit(key, limit, windowS) {
      const res = await redis.multi().incr(key).pexpire(key, windowS * 1000, 'NX').pttl(key).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowS * 1000);
      return { allowed: count <= limit, count, retryAfterS: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit) {
      const res = await redis.multi().get(key).pttl(key).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[1]?.[1] ?? 0);
      return { allowed: count < limit, count, retryAfterS: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
