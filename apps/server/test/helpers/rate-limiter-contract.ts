import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/lib/rate-limiter.ts';

/** Keys unique to this run, so parallel runs against one Redis never see each other's counts. */
export const runKey = (() => {
  const run = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
  let n = 0;
  return (name: string) => `${run}:${name}:${n++}`;
})();

/**
 * What every rate limiter must do, whatever stores its counts: the services rely on exactly this
 * (login throttling, code resends). Applied to the memory limiter and to the Redis one.
 */
export function rateLimiterContract(
  name: string,
  open: () => Promise<RateLimiter> | RateLimiter,
): void {
  describe(`${name}: rate limiter contract`, () => {
    let limiter: RateLimiter;
    beforeAll(async () => {
      limiter = await open();
    });
    afterAll(() => limiter.close());

    it('counts hits on a key within its window', async () => {
      const key = runKey('count');
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push((await limiter.hit(key, 5, 30)).count);
      expect(counts).toEqual([1, 2, 3]);
    });

    it('allows up to the limit, then blocks and says when to retry', async () => {
      const key = runKey('limit');
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 30));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      const blocked = results[3]!;
      expect(blocked.count).toBe(4);
      expect(blocked.retryAfterS).toBeGreaterThanOrEqual(29);
      expect(blocked.retryAfterS).toBeLessThanOrEqual(30);
      // Still blocked on the next try: blocking is not a one-off.
      expect((await limiter.hit(key, 3, 30)).allowed).toBe(false);
    });

    it('keeps keys apart', async () => {
      const a = runKey('a');
      const b = runKey('b');
      await limiter.hit(a, 1, 30);
      expect((await limiter.hit(a, 1, 30)).allowed).toBe(false);
      expect(await limiter.hit(b, 1, 30)).toMatchObject({ allowed: true, count: 1 });
    });

    it('starts counting afresh once the window has passed', async () => {
      const key = runKey('window');
      await limiter.hit(key, 1, 0.3);
      expect((await limiter.hit(key, 1, 0.3)).allowed).toBe(false);
      await sleep(450);
      expect(await limiter.hit(key, 1, 0.3)).toMatchObject({ allowed: true, count: 1 });
    });

    it('does not stretch the window when hit again inside it', async () => {
      const key = runKey('fixed');
      await limiter.hit(key, 1, 0.5);
      await sleep(300);
      expect((await limiter.hit(key, 1, 0.5)).allowed).toBe(false);
      await sleep(350);
      expect(await limiter.hit(key, 1, 0.5)).toMatchObject({ allowed: true, count: 1 });
    });

    it('reset() clears a key', async () => {
      const key = runKey('reset');
      await limiter.hit(key, 1, 30);
      await limiter.hit(key, 1, 30);
      await limiter.reset(key);
      expect((await limiter.peek(key, 1)).count).toBe(0);
      expect(await limiter.hit(key, 1, 30)).toMatchObject({ allowed: true, count: 1 });
    });

    it('peek() reads the count without adding to it', async () => {
      const key = runKey('peek');
      expect(await limiter.peek(key, 3)).toMatchObject({ allowed: true, count: 0 });
      await limiter.hit(key, 3, 30);
      await limiter.hit(key, 3, 30);
      expect(await limiter.peek(key, 3)).toMatchObject({ allowed: true, count: 2 });
      expect(await limiter.peek(key, 3)).toMatchObject({ allowed: true, count: 2 });
      expect((await limiter.hit(key, 3, 30)).count).toBe(3);
    });

    it('peek() says no once the limit is used up, with the wait left', async () => {
      const key = runKey('peek-full');
      for (let i = 0; i < 3; i++) await limiter.hit(key, 3, 60);
      const seen = await limiter.peek(key, 3);
      expect(seen.allowed).toBe(false);
      expect(seen.count).toBe(3);
      expect(seen.retryAfterS).toBeGreaterThanOrEqual(59);
      expect(seen.retryAfterS).toBeLessThanOrEqual(60);
    });

    it('peek() forgets a key whose window has passed', async () => {
      const key = runKey('peek-expired');
      await limiter.hit(key, 1, 0.3);
      await sleep(450);
      expect(await limiter.peek(key, 1)).toMatchObject({ allowed: true, count: 0 });
    });
  });
}
