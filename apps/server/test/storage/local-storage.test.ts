import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/storage/local-storage.ts';

const root = mkdtempSync(join(tmpdir(), 'laurel-storage-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores a buffer and a stream, and reads them back with their length', async () => {
    expect(await storage.put('a/one.txt', Buffer.from('hello'))).toEqual({ bytes: 5, crc32: crc32('hello') });
    expect(await storage.put('a/two.txt', Readable.from([Buffer.from('wor'), Buffer.from('ld!')]))).toEqual({ bytes: 6, crc32: crc32('world!') });
    const two = await storage.get('a/two.txt');
    expect(two?.bytes).toBe(6);
    expect(await text(two!.body)).toBe('world!');
    expect(await storage.exists('a/one.txt')).toBe(true);
  });

  it('replaces an object whole and leaves no temporary files behind', async () => {
    await storage.put('b/x.bin', Buffer.alloc(1000, 1));
    await storage.put('b/x.bin', Buffer.alloc(10, 2));
    const x = await storage.get('b/x.bin');
    expect(x?.bytes).toBe(10);
    x?.body.destroy();
    expect(readdirSync(join(root, 'b'))).toEqual(['x.bin']);
  });

  it('leaves nothing under the key when a stream fails half way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.put('c/broken.bin', failing)).rejects.toThrow('connection lost');
    expect(await storage.exists('c/broken.bin')).toBe(false);
    expect(readdirSync(join(root, 'c'))).toEqual([]);
  });

  // A stream that fails at once: the temporary file must exist before the first read, so its
  // removal cannot run before it is created and leave it behind (the thread pool decides which
  // comes first otherwise, so the order is what is checked, in many rounds).
  it('leaves no temporary file when a stream fails on its first read', async () => {
    for (let round = 0; round < 100; round++) {
      const seen: string[][] = [];
      const failing = new Readable({
        read() {
          seen.push(readdirSync(join(root, 'e')));
          this.destroy(new Error('connection lost'));
        },
      });
      await expect(storage.put('e/at-once.bin', failing)).rejects.toThrow('connection lost');
      expect(seen[0], `round ${round}`).toHaveLength(1);
      expect(readdirSync(join(root, 'e')), `round ${round}`).toEqual([]);
    }
  });

  it('answers null and false for a missing object; deleting it is no error', async () => {
    expect(await storage.get('nope/none.jpg')).toBeNull();
    expect(await storage.exists('nope/none.jpg')).toBe(false);
    await storage.put('d/gone.txt', Buffer.from('x'));
    await storage.delete('d/gone.txt');
    await storage.delete('d/gone.txt');
    expect(await storage.exists('d/gone.txt')).toBe(false);
  });

  it.each(['../escape.txt', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });
});
