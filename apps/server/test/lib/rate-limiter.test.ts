import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../src/lib/rate-limiter.ts';
import { rateLimiterContract } from '../helpers/rate-limiter-contract.ts';

rateLimiterContract('memory', () => memoryRateLimiter());

describe('memory rate limiter on a controlled clock', () => {
  it('counts the retry-after down to the end of the window', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    try {
      await limiter.hit('k', 1, 60);
      now += 45_000;
      expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: false, count: 2, retryAfterS: 15 });
      now += 14_500;
      expect((await limiter.hit('k', 1, 60)).retryAfterS).toBe(1);
      now += 500;
      expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: true, count: 1, retryAfterS: 60 });
    } finally {
      await limiter.close();
    }
  });

  it('keeps separate limiters apart (each process has its own counts)', async () => {
    const a = memoryRateLimiter();
    const b = memoryRateLimiter();
    try {
      await a.hit('shared', 1, 60);
      expect((await a.hit('shared', 1, 60)).allowed).toBe(false);
      expect((await b.hit('shared', 1, 60)).allowed).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
