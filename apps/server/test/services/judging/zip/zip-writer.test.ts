import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../../src/lib/csv.ts';
import { entryFolder, imageFileName, safeTitle, TITLE_MAX_CHARS } from '../../../../src/services/judging/zip/zip-names.ts';
import { localHeader, MAX32 } from '../../../../src/services/judging/zip/zip-records.ts';
import { ZipWriter, type ZipWriterOptions } from '../../../../src/services/judging/zip/zip-writer.ts';
import { collector, pythonRead, readZip } from './zip-tools.ts';

/*
 * The hand-written ZIP writer's format (services/judging/zip/zip-writer.ts), read back by unzip
 * and Python from the central directory and front to back without it (zip-front-to-back.ts); how
 * it reads its files is in zip-writer-reads.test.ts.
 */

const dir = mkdtempSync(join(tmpdir(), 'laurel-zip-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const big = randomBytes(300_000);
const bigPath = join(dir, 'big.bin');
writeFileSync(bigPath, big);

async function sample(opts: ZipWriterOptions = {}) {
  const { out, bytes } = collector();
  const zip = new ZipWriter(out, opts);
  await zip.add('0042 折叠椅/entry.txt', Buffer.from('标题: 折叠椅\n'));
  await zip.add('0042 折叠椅/empty.txt', Buffer.alloc(0));
  await zip.add('0042 折叠椅/01.jpg', () => createReadStream(bigPath, { highWaterMark: 7_000 }));
  await zip.add('0042 折叠椅/02.jpg', () => createReadStream(bigPath));
  await zip.add('manifest.csv', Buffer.from('a,b\r\n'));
  const result = await zip.finish();
  expect(result).toEqual({ files: 5, bytes: bytes().length });
  return bytes();
}

const NAMES = ['0042 折叠椅/entry.txt', '0042 折叠椅/empty.txt', '0042 折叠椅/01.jpg', '0042 折叠椅/02.jpg', 'manifest.csv'];
const SIZES = [Buffer.byteLength('标题: 折叠椅\n'), 0, 300_000, 300_000, 5];

describe('ZipWriter', () => {
  it('writes stored files with their sizes and CRC-32 before their bytes, and UTF-8 names', async () => {
    const zip = await sample();
    const read = readZip(zip);
    expect(read.entries.map((e) => e.name)).toEqual(NAMES);
    // Bit 11 (UTF-8) on every entry, bit 3 (sizes in a data descriptor after the bytes) on none.
    for (const e of read.entries) expect(e.flags & 0x0808).toBe(0x0800);
    expect(read.files.get('0042 折叠椅/entry.txt')!.toString()).toBe('标题: 折叠椅\n');
    expect(read.files.get('0042 折叠椅/empty.txt')!.length).toBe(0);
    expect(read.files.get('0042 折叠椅/01.jpg')!.equals(big)).toBe(true);
    expect(read.files.get('0042 折叠椅/02.jpg')!.equals(big)).toBe(true);
    // Stored, not compressed, and no ZIP64 where nothing passes 4 GB ("2.0").
    // zipinfo's `b-`: no extended local header (a data descriptor) and no extra field.
    expect(read.listing).toMatch(/-rw-r--r-- +2\.0 unx +300000 b- stor .* 0042 折叠椅\/01\.jpg/);
    expect(read.listing).toMatch(/-rw-r--r-- +2\.0 unx +300000 b- stor .* 0042 折叠椅\/02\.jpg/);
    expect(read.listing).toContain('5 files, 600023 bytes uncompressed, 600023 bytes compressed:  0.0%');
    expect(read.verbose).not.toContain('PKWARE 64-bit sizes');
    // Read front to back (readZip checked each CRC-32 and size there): headers and bytes, nothing
    // else, from the first byte to the central directory.
    expect(read.stream.map((e) => [e.name, e.size, e.zip64])).toEqual(NAMES.map((n, i) => [n, SIZES[i], false]));
    const localBytes = read.stream.reduce((sum, e) => sum + 30 + Buffer.byteLength(e.name) + e.size, 0);
    expect(zip.readUInt32LE(localBytes)).toBe(0x02014b50);
  });

  it('writes ZIP64 records everywhere when forced, and readers follow them', async () => {
    const zip = await sample({ forceZip64: true });
    const read = readZip(zip);
    expect(read.entries.map((e) => [e.name, e.size])).toEqual(NAMES.map((n, i) => [n, SIZES[i]]));
    expect(read.files.get('0042 折叠椅/01.jpg')!.equals(big)).toBe(true);
    expect(read.verbose.match(/A subfield with ID 0x0001 \(PKWARE 64-bit sizes\)/g)).toHaveLength(5);
    // Each local header's sizes are in its ZIP64 field, where a front-to-back reader finds them.
    expect(read.stream.map((e) => [e.name, e.size, e.zip64])).toEqual(NAMES.map((n, i) => [n, SIZES[i], true]));
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

  it('puts the sizes of a file of 4 GB or more in the ZIP64 field of its local header', () => {
    const size = MAX32 + 5;
    const h = localHeader({ name: Buffer.from('huge.bin'), crc: 0x12345678, size, offset: 0, time: 0, date: 33, zip64Local: true });
    expect(h.readUInt16LE(4)).toBe(45);
    expect(h.readUInt16LE(6) & 0x0008).toBe(0);
    expect(h.readUInt32LE(14)).toBe(0x12345678);
    expect([h.readUInt32LE(18), h.readUInt32LE(22)]).toEqual([MAX32, MAX32]);
    const extra = h.subarray(30 + 8);
    expect([extra.readUInt16LE(0), extra.readUInt16LE(2)]).toEqual([1, 16]);
    expect([extra.readBigUInt64LE(4), extra.readBigUInt64LE(12)]).toEqual([BigInt(size), BigInt(size)]);
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
