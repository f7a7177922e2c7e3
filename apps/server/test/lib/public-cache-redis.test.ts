import { calls } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisPublicCache, type PublicCache } from '../../src/lib/public-cache.ts';
import { saveContentBlock } from '../../src/services/content/save-content-block.ts';
import { getCall } from '../helpers/public-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../helpers/replicas.ts';

/**
 * Invalidations cross replicas through Redis pub/sub: TEST_REDIS_URL or a local Redis, like
 * rate-limiter-redis.test.ts (CI always has one; without it this file fails rather than skips).
 */
const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('two caches on one Redis', () => {
  let a: PublicCache;
  let b: PublicCache;
  beforeAll(async () => {
    [a, b] = await Promise.all([redisPublicCache(url), redisPublicCache(url)]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("drops the other replica's copy of an invalidated tag, and only that", async () => {
    await a.get('winners', ['winners'], async () => Buffer.from('a'));
    await b.get('winners', ['winners'], async () => Buffer.from('b'));
    await b.get('jury', ['jury'], async () => Buffer.from('j'));
    await a.invalidate('winners');
    expect(a.peek('winners')).toBeUndefined();
    expect(await until(() => b.peek('winners') === undefined)).toBe(true);
    expect(b.peek('jury')).toBeDefined();
  });
});

describe('two app replicas behind a load balancer', () => {
  let t: TwoReplicas;
  beforeAll(async () => {
    t = await createTwoReplicas(url);
  });
  afterAll(() => t.close());

  it('an edit saved on one replica shows on the other at once', async () => {
    const { id } = await saveContentBlock(t.ctx, { block: { kind: 'contact', position: 'contact', title: 'Contact', body: '<p>Old address</p>' }, actorId: null });
    const onB = () => t.b.app.inject({ method: 'GET', url: '/api/index/contact' }).then((r) => r.json().data.body as string);
    expect(await onB()).toBe('<p>Old address</p>');
    expect((await getCall(t, calls.public.getContact)).data.body).toBe('<p>Old address</p>');
    await saveContentBlock(t.ctx, { id, block: { kind: 'contact', position: 'contact', title: 'Contact', body: '<p>New address</p>' }, actorId: null });
    let seen = '';
    for (let i = 0; i < 50 && seen !== '<p>New address</p>'; i++) {
      seen = await onB();
      if (seen !== '<p>New address</p>') await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe('<p>New address</p>');
  });
});
