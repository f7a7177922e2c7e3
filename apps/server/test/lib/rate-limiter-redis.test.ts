import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter.ts';
import { rateLimiterContract, runKey } from '../helpers/rate-limiter-contract.ts';

/**
 * The Redis limiter against a real Redis: TEST_REDIS_URL, or a local one. CI always has Redis;
 * without one this file fails and says so rather than skipping.
 */
const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

beforeAll(async () => {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  probe.on('error', (err: Error) => (cause ??= err));
  try {
    await probe.connect();
    expect(await probe.ping()).toBe('PONG');
  } catch (err) {
    throw new Error(
      `Redis is not reachable at ${url} (${(cause ?? (err as Error)).message}). Start Redis or set TEST_REDIS_URL.`,
    );
  } finally {
    probe.disconnect();
  }
});

rateLimiterContract('redis', () => redisRateLimiter(url));

describe('two replicas on one Redis', () => {
  let a: RateLimiter;
  let b: RateLimiter;
  beforeAll(() => {
    a = redisRateLimiter(url);
    b = redisRateLimiter(url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('share one count per key', async () => {
    const key = runKey('replicas');
    expect((await a.hit(key, 3, 30)).count).toBe(1);
    expect((await b.hit(key, 3, 30)).count).toBe(2);
    expect((await a.hit(key, 3, 30)).count).toBe(3);
    const blocked = await b.hit(key, 3, 30);
    expect(blocked.allowed).toBe(false);
    expect((await a.peek(key, 3)).allowed).toBe(false);
  });

  it('see a reset made by the other', async () => {
    const key = runKey('replicas-reset');
    await a.hit(key, 1, 30);
    expect((await b.hit(key, 1, 30)).allowed).toBe(false);
    await a.reset(key);
    expect(await b.hit(key, 1, 30)).toMatchObject({ allowed: true, count: 1 });
  });

  it('count concurrent hits exactly once each', async () => {
    const key = runKey('replicas-race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key, 10, 30)),
    );
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
