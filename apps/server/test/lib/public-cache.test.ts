import { describe, expect, it } from 'vitest';
import { etagOf, memoryPublicCache } from '../../src/lib/public-cache.ts';

const bytes = (s: string) => Buffer.from(s);

describe('memoryPublicCache', () => {
  it('loads once and then answers from memory with a strong ETag', async () => {
    const cache = memoryPublicCache();
    let loads = 0;
    const load = async () => bytes(`v${++loads}`);
    const [a, b] = await Promise.all([cache.get('k', ['content'], load), cache.get('k', ['content'], load)]);
    expect(loads).toBe(1);
    expect(a.body.toString()).toBe('v1');
    expect(b.etag).toBe(etagOf(bytes('v1')));
    expect(cache.peek('k')?.body.toString()).toBe('v1');
  });

  it('drops only the answers carrying an invalidated tag', async () => {
    const cache = memoryPublicCache();
    await cache.get('banner', ['content'], async () => bytes('b'));
    await cache.get('winners', ['winners', 'competition'], async () => bytes('w'));
    await cache.invalidate('competition');
    expect(cache.peek('banner')).toBeDefined();
    expect(cache.peek('winners')).toBeUndefined();
  });

  it('does not keep an answer loaded across an invalidation of its tag', async () => {
    const cache = memoryPublicCache();
    let release!: () => void;
    const slow = cache.get('k', ['winners'], () => new Promise((r) => (release = () => r(bytes('before the edit')))));
    await new Promise((r) => setImmediate(r));
    await cache.invalidate('winners');
    release();
    expect((await slow).body.toString()).toBe('before the edit');
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', ['winners'], async () => bytes('after'))).body.toString()).toBe('after');
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = memoryPublicCache();
    await expect(cache.get('k', [], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', [], async () => bytes('ok'))).body.toString()).toBe('ok');
  });

  it('expires answers after their time to live', async () => {
    let now = 1_000;
    const cache = memoryPublicCache({ now: () => now, defaultTtlMs: 500 });
    await cache.get('a', [], async () => bytes('a'));
    await cache.get('b', [], async () => bytes('b'), 5_000);
    now += 600;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeDefined();
  });

  it('stays bounded, dropping the oldest answers first', async () => {
    const cache = memoryPublicCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, [], async () => bytes(k));
    expect(cache.peek('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((k) => cache.peek(k)?.body.toString())).toEqual(['b', 'c', 'd']);
  });

  it('finds an answer through an alias, and bounds aliases apart from answers', async () => {
    const cache = memoryPublicCache({ maxEntries: 2 });
    await cache.get('norm', ['winners'], async () => bytes('w'));
    cache.alias('raw?_=1', 'norm');
    expect(cache.peek('raw?_=1')?.body.toString()).toBe('w');
    for (let i = 0; i < 20; i++) cache.alias(`flood${i}`, 'norm');
    expect(cache.peek('raw?_=1')).toBeUndefined();
    expect(cache.peek('norm')?.body.toString()).toBe('w');
    await cache.invalidate('winners');
    expect(cache.peek('flood19')).toBeUndefined();
  });
});
