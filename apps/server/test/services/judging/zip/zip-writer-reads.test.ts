import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { StoredFileMissing, storedFileOpener } from '../../../../src/services/judging/zip/open-stored-file.ts';
import { ZipAbortedError, ZipEntryMismatchError } from '../../../../src/services/judging/zip/zip-errors.ts';
import { ZipWriter } from '../../../../src/services/judging/zip/zip-writer.ts';
import { createLocalStorage } from '../../../../src/storage/local-storage.ts';
import { collector, readZip } from './zip-tools.ts';

/*
 * How the ZIP writer (services/judging/zip/zip-writer.ts) reads a file: once to send it when its
 * CRC-32 and size are given (recorded when it was stored, docs/decisions/017-crc-kept-when-stored.md),
 * else twice, first for them (docs/decisions/015-sizes-before-bytes-in-zips.md); each read chunk by
 * chunk, only as fast as the destination takes them, stopping when it goes away.
 */

const dir = mkdtempSync(join(tmpdir(), 'laurel-zip-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const big = randomBytes(300_000);
const bigPath = join(dir, 'big.bin');
writeFileSync(bigPath, big);

describe('ZipWriter reading files', () => {
  it('reads the next chunk only when the destination has room (backpressure)', async () => {
    const highWaterMark = 16 * 1024;
    let pending: (() => void) | null = null;
    const out = new Writable({
      highWaterMark,
      // The destination takes a chunk only when the test lets it: a slow client.
      write(_chunk, _enc, cb) {
        pending = cb;
      },
    });
    const buffered: number[] = [];
    let opened = 0;
    // A source that makes a chunk only when asked for one (no read-ahead of its own); the second
    // opening is the copy, whose reads must wait for the destination.
    const open = () => {
      const copy = ++opened === 2;
      async function* chunks() {
        for (let i = 0; i < 40; i++) {
          if (copy) buffered.push(out.writableLength);
          yield Buffer.alloc(4096, i);
        }
      }
      return Object.assign(chunks(), { destroy() {} });
    };
    const writing = new ZipWriter(out).add('a.bin', open);
    let done = false;
    void writing.then(() => (done = true));
    while (!done) {
      await new Promise((r) => setImmediate(r));
      const cb = pending as (() => void) | null;
      pending = null;
      cb?.();
    }
    expect(await writing).toBe(40 * 4096);
    expect(buffered).toHaveLength(40);
    // Never more than a buffer's worth waiting in the destination when a chunk is read.
    expect(Math.max(...buffered)).toBeLessThanOrEqual(highWaterMark);
  });

  /** Opens big.bin in 4 KB reads, keeping each stream opened so the test can look at it. */
  function opener() {
    const opened: ReturnType<typeof createReadStream>[] = [];
    const open = () => {
      const stream = createReadStream(bigPath, { highWaterMark: 4096 });
      opened.push(stream);
      return stream;
    };
    const closed = () => Promise.all(opened.map((s) => (s.closed ? null : new Promise<void>((r) => s.once('close', () => r())))));
    return { open, opened, closed };
  }

  it('stops and closes the file being copied when the destination closes', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const file = opener();
    const zip = new ZipWriter(out);
    const writing = zip.add('big.bin', file.open);
    // The client reads one chunk (the first read is done by then), then goes away.
    await new Promise((r) => out.once('data', r));
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ZipAbortedError);
    await file.closed();
    expect(file.opened.map((s) => s.bytesRead < big.length)).toEqual([false, true]);
    await expect(zip.add('next.txt', Buffer.from('x'))).rejects.toBeInstanceOf(ZipAbortedError);
  });

  it('stops the first read, for the CRC-32, when the destination closes meanwhile', async () => {
    const { out } = collector();
    const file = opener();
    const zip = new ZipWriter(out);
    const writing = zip.add('big.bin', file.open);
    await new Promise((r) => file.opened[0]!.once('data', r));
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ZipAbortedError);
    await file.closed();
    // Closed part-way, never opened a second time, nothing written.
    expect(file.opened).toHaveLength(1);
    expect(file.opened[0]!.bytesRead).toBeLessThan(big.length);
    expect(zip.bytesWritten).toBe(0);
  });

  it('stops when its signal aborts', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const stop = new AbortController();
    const writing = new ZipWriter(out, { signal: stop.signal }).add('big.bin', () => createReadStream(bigPath));
    await new Promise((r) => out.once('data', r));
    stop.abort();
    await expect(writing).rejects.toBeInstanceOf(ZipAbortedError);
  });

  it('writes nothing of a file that cannot be opened a second time, and goes on', async () => {
    const { out, bytes } = collector();
    const zip = new ZipWriter(out);
    await zip.add('first.txt', Buffer.from('first'));
    const before = zip.bytesWritten;
    let opens = 0;
    const gone = () => {
      if (++opens === 2) throw new Error('gone');
      return createReadStream(bigPath);
    };
    await expect(zip.add('gone.bin', gone)).rejects.toThrow('gone');
    expect(zip.bytesWritten).toBe(before);
    await zip.add('last.txt', Buffer.from('last'));
    await zip.finish();
    expect(readZip(bytes()).entries.map((e) => e.name)).toEqual(['first.txt', 'last.txt']);
  });

  it('fails rather than send bytes that differ from the first read', async () => {
    const flipped = Buffer.from(big);
    flipped[1000]! ^= 0xff;
    // One byte changed, cut short, grown.
    for (const second of [flipped, big.subarray(0, 1000), Buffer.concat([big, Buffer.from('x')])]) {
      const { out } = collector();
      let opens = 0;
      const changing = () => Readable.from([++opens === 1 ? big : second]);
      const writing = new ZipWriter(out).add('changed.bin', changing);
      await expect(writing).rejects.toBeInstanceOf(ZipEntryMismatchError);
      await expect(writing).rejects.toMatchObject({ entry: 'changed.bin', header: { crc: crc32(big), size: big.length } });
    }
  });

  it('reads a file once when its CRC-32 and size are given, and the zip reads front to back', async () => {
    const { out, bytes } = collector();
    const reads: string[] = [];
    const zip = new ZipWriter(out);
    const given = { crc: crc32(big), size: big.length };
    await zip.add('big.bin', (read) => (reads.push(read), createReadStream(bigPath)), { measured: given });
    await zip.finish();
    expect(reads).toEqual(['copy']);
    // unzip -t, Python, the strict walk of the local headers and bsdtar on a pipe.
    const read = readZip(bytes());
    expect(read.stream.map((e) => [e.name, e.crc, e.size])).toEqual([['big.bin', given.crc, given.size]]);
    expect(read.files.get('big.bin')!.equals(big)).toBe(true);
  });

  it('fails rather than send bytes that differ from the CRC-32 and size given', async () => {
    const flipped = Buffer.from(big);
    flipped[299_999]! ^= 0x01;
    for (const stored of [flipped, big.subarray(0, 1000), Buffer.concat([big, Buffer.from('x')])]) {
      const { out } = collector();
      const writing = new ZipWriter(out).add('recorded.bin', () => Readable.from([stored]), { measured: { crc: crc32(big), size: big.length } });
      await expect(writing).rejects.toBeInstanceOf(ZipEntryMismatchError);
      await expect(writing).rejects.toMatchObject({ read: { crc: crc32(stored) } });
    }
  });
});

describe('stored files opened for a zip', () => {
  const storage = createLocalStorage(join(dir, 'uploads'));
  const files = [randomBytes(2_500_000), randomBytes(1_200_000)];
  const keys = ['originals/a.jpg', 'originals/b.jpg'];

  /** The CRC-32 of what an opened file gives, taking each piece before asking for the next. */
  async function crcOf(stream: AsyncIterable<Uint8Array>): Promise<number> {
    let crc = 0;
    for await (const piece of stream) crc = crc32(piece, crc);
    return crc;
  }

  it('gives the same bytes to both reads, one after another or overlapping', async () => {
    for (const [i, key] of keys.entries()) await storage.put(key, files[i]!);
    const open = storedFileOpener(storage);
    // One after another: the first reads share one buffer.
    for (const [i, key] of keys.entries()) {
      expect(await crcOf(await open(key)('crc'))).toBe(crc32(files[i]!));
      expect(await crcOf(await open(key)('copy'))).toBe(crc32(files[i]!));
    }
    // Overlapping: a piece of each, then both used. The second got a buffer of its own, so the
    // first's piece is still its own when it is used.
    const [a, b] = await Promise.all(keys.map((key) => open(key)('crc')));
    const its = [a!, b!].map((s) => s[Symbol.asyncIterator]());
    const crcs = [0, 0];
    for (;;) {
      const pieces = await Promise.all(its.map((it) => it.next()));
      if (pieces.every((p) => p.done)) break;
      pieces.forEach((p, i) => p.done || (crcs[i] = crc32(p.value, crcs[i])));
    }
    expect(crcs).toEqual(files.map((f) => crc32(f)));
  });

  it('says a file is missing for either read', async () => {
    const open = storedFileOpener(storage)('originals/gone.jpg');
    await expect(open('crc')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(open('copy')).rejects.toBeInstanceOf(StoredFileMissing);
  });
});
