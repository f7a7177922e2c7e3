import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../src/lib/csv.ts';
import { entryFolder, imageFileName, safeTitle, TITLE_MAX_CHARS } from '../../src/services/judging/zip/zip-names.ts';
import { ZipAbortedError, ZipWriter, type ZipWriterOptions } from '../../src/services/judging/zip/zip-writer.ts';
import { pythonRead, readZip } from './zip-tools.ts';

/* The hand-written ZIP writer (services/judging/zip/zip-writer.ts), read back by unzip and Python. */

const dir = mkdtempSync(join(tmpdir(), 'laurel-zip-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A writable that keeps what it is given. */
function collector() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

const big = randomBytes(300_000);
const bigPath = join(dir, 'big.bin');
writeFileSync(bigPath, big);

async function sample(opts: ZipWriterOptions = {}) {
  const { out, bytes } = collector();
  const zip = new ZipWriter(out, opts);
  await zip.add('0042 折叠椅/entry.txt', Buffer.from('标题: 折叠椅\n'));
  await zip.add('0042 折叠椅/empty.txt', Buffer.alloc(0));
  await zip.add('0042 折叠椅/01.jpg', createReadStream(bigPath, { highWaterMark: 7_000 }));
  await zip.add('0042 折叠椅/02.jpg', createReadStream(bigPath), { size: big.length });
  await zip.add('manifest.csv', Buffer.from('a,b\r\n'));
  const result = await zip.finish();
  expect(result).toEqual({ files: 5, bytes: bytes().length });
  return bytes();
}

const NAMES = ['0042 折叠椅/entry.txt', '0042 折叠椅/empty.txt', '0042 折叠椅/01.jpg', '0042 折叠椅/02.jpg', 'manifest.csv'];

describe('ZipWriter', () => {
  it('writes stored files with data descriptors and UTF-8 names that unzip and Python read', async () => {
    const read = readZip(await sample());
    expect(read.entries.map((e) => e.name)).toEqual(NAMES);
    // Bit 3 (data descriptor) and bit 11 (UTF-8) on every entry.
    for (const e of read.entries) expect(e.flags & 0x0808).toBe(0x0808);
    expect(read.files.get('0042 折叠椅/entry.txt')!.toString()).toBe('标题: 折叠椅\n');
    expect(read.files.get('0042 折叠椅/empty.txt')!.length).toBe(0);
    expect(read.files.get('0042 折叠椅/01.jpg')!.equals(big)).toBe(true);
    expect(read.files.get('0042 折叠椅/02.jpg')!.equals(big)).toBe(true);
    // Stored, not compressed; only the stream of unknown size needed ZIP64 headers ("4.5").
    expect(read.listing).toMatch(/-rw-r--r-- +2\.0 unx +300000 bl stor .* 0042 折叠椅\/02\.jpg/);
    expect(read.listing).toMatch(/-rw-r--r-- +4\.5 unx +300000 bl stor .* 0042 折叠椅\/01\.jpg/);
    expect(read.listing).toContain('5 files, 600023 bytes uncompressed, 600023 bytes compressed:  0.0%');
    expect(read.verbose).not.toContain('PKWARE 64-bit sizes');
  });

  it('writes ZIP64 records everywhere when forced, and readers follow them', async () => {
    const zip = await sample({ forceZip64: true });
    const read = readZip(zip);
    expect(read.entries.map((e) => [e.name, e.size])).toEqual(NAMES.map((n, i) => [n, [Buffer.byteLength('标题: 折叠椅\n'), 0, 300_000, 300_000, 5][i]]));
    expect(read.files.get('0042 折叠椅/01.jpg')!.equals(big)).toBe(true);
    expect(read.verbose.match(/A subfield with ID 0x0001 \(PKWARE 64-bit sizes\)/g)).toHaveLength(5);
    // The classic end record only points onwards: counts and offsets are read from the ZIP64 one.
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    expect(end.readUInt32LE(16)).toBe(0xffffffff);
    const locator = zip.subarray(zip.length - 42, zip.length - 22);
    expect(locator.readUInt32LE(0)).toBe(0x07064b50);
    const record = zip.subarray(Number(locator.readBigUInt64LE(8)));
    expect(record.readUInt32LE(0)).toBe(0x06064b50);
    expect(record.readBigUInt64LE(32)).toBe(5n);
  });

  it('writes an empty archive', async () => {
    const { out, bytes } = collector();
    await new ZipWriter(out).finish();
    expect(bytes().length).toBe(22);
    // unzip calls an empty archive a warning (exit 1); Python reads it as one without files.
    expect(pythonRead(bytes())).toEqual({ bad: null, entries: [] });
  });

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
    async function* source() {
      for (let i = 0; i < 40; i++) {
        buffered.push(out.writableLength);
        yield Buffer.alloc(4096, i);
      }
    }
    const writing = new ZipWriter(out).add('a.bin', source(), { size: 40 * 4096 });
    let done = false;
    void writing.then(() => (done = true));
    while (!done) {
      await new Promise((r) => setImmediate(r));
      const cb = pending as (() => void) | null;
      pending = null;
      cb?.();
    }
    expect(buffered).toHaveLength(40);
    // Never more than a buffer's worth waiting in the destination when a chunk is read.
    expect(Math.max(...buffered)).toBeLessThanOrEqual(highWaterMark);
  });

  it('stops and closes the file being read when the destination closes', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const source = createReadStream(bigPath, { highWaterMark: 4096 });
    const zip = new ZipWriter(out);
    const writing = zip.add('big.bin', source);
    // The client reads one chunk, then goes away.
    await new Promise((r) => out.once('data', r));
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ZipAbortedError);
    if (!source.closed) await new Promise<void>((r) => source.once('close', () => r()));
    expect(source.bytesRead).toBeLessThan(big.length);
    await expect(zip.add('next.txt', Buffer.from('x'))).rejects.toBeInstanceOf(ZipAbortedError);
  });

  it('stops when its signal aborts', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const stop = new AbortController();
    const writing = new ZipWriter(out, { signal: stop.signal }).add('big.bin', createReadStream(bigPath));
    await new Promise((r) => out.once('data', r));
    stop.abort();
    await expect(writing).rejects.toBeInstanceOf(ZipAbortedError);
  });
});

describe('names and the manifest', () => {
  it('makes a title safe for any file system', () => {
    expect(entryFolder(42, 'Fold chair')).toBe('0042 Fold chair');
    expect(entryFolder(123_456, '折叠椅')).toBe('123456 折叠椅');
    expect(entryFolder(7, '  ')).toBe('0007');
    expect(safeTitle('a/b\\c:d*e?f"g<h>i|j')).toBe('a b c d e f g h i j');
    expect(safeTitle('tab\there\nnew\u0000line\u007f')).toBe('tab here new line');
    expect(safeTitle('photo\u202egpj.exe')).toBe('photo gpj.exe');
    expect(safeTitle('../../etc/passwd')).toBe('.. .. etc passwd');
    expect(safeTitle('ends with dots...')).toBe('ends with dots');
    const long = safeTitle('😀'.repeat(100));
    expect(Array.from(long)).toHaveLength(TITLE_MAX_CHARS);
    expect(long).toBe('😀'.repeat(TITLE_MAX_CHARS));
    expect(imageFileName(0, 'image/jpeg')).toBe('01.jpg');
    expect(imageFileName(9, 'image/png')).toBe('10.png');
    expect(imageFileName(2, 'image/webp')).toBe('03.webp');
  });

  it('writes cells a spreadsheet shows as text, never runs', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(lead)).toBe(`'${lead}`);
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(1234)).toBe('1234');
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
  });
});
