import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/*
 * Reading a zip the way a reader that starts at its first byte does: Java's ZipInputStream, or
 * an archive piped into a program. Such a reader never sees the central directory, so each
 * local header must say how many bytes follow it and their CRC-32 (apps/server/src/services/judging/README.md#jury-zips).
 * Two readers: a strict one of our own (so the check does not rest on one tool's leniency) and
 * libarchive's `bsdtar` reading from a pipe.
 */

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const MAX32 = 0xffffffff;

export interface StreamEntry {
  name: string;
  flags: number;
  /** 0: stored. */
  method: number;
  crc: number;
  size: number;
  /** The local header carried a ZIP64 extra field (id 1) with the sizes. */
  zip64: boolean;
  data: Buffer;
}

/**
 * Walks `zip` local header by local header, as a streaming reader must: the sizes and CRC-32 are
 * taken from each header (or its ZIP64 field) before the bytes, which must be stored, follow, and
 * match. Fails on an entry whose sizes come after its bytes (flag bit 3), the layout
 * ZipInputStream refuses for stored entries. Ends where the central directory starts.
 */
export function streamRead(zip: Buffer): StreamEntry[] {
  const entries: StreamEntry[] = [];
  let at = 0;
  while (at + 4 <= zip.length && zip.readUInt32LE(at) === LOCAL) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 14);
    let packed = zip.readUInt32LE(at + 18);
    let size = zip.readUInt32LE(at + 22);
    const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, nameEnd);
    const extra = zip.subarray(nameEnd, nameEnd + zip.readUInt16LE(at + 28));
    let zip64 = false;
    for (let i = 0; i + 4 <= extra.length; i += 4 + extra.readUInt16LE(i + 2)) {
      if (extra.readUInt16LE(i) !== 0x0001) continue;
      zip64 = true;
      // APPNOTE 4.5.3: in a local header the field holds both sizes, the original one first.
      expect(extra.readUInt16LE(i + 2), `${name}: ZIP64 field of a local header`).toBeGreaterThanOrEqual(16);
      expect([size, packed], `${name}: ZIP64 sizes are marked in the header`).toEqual([MAX32, MAX32]);
      size = Number(extra.readBigUInt64LE(i + 4));
      packed = Number(extra.readBigUInt64LE(i + 12));
    }
    expect(flags & 0x0008, `${name}: sizes and CRC-32 in the local header (flag bit 3 clear)`).toBe(0);
    expect(method, `${name}: stored`).toBe(0);
    expect(packed, `${name}: a stored entry's two sizes`).toBe(size);
    const start = nameEnd + extra.length;
    const data = zip.subarray(start, start + size);
    expect(data.length, `${name}: the bytes the header announces`).toBe(size);
    expect(crc32(data), `${name}: CRC-32`).toBe(crc);
    entries.push({ name, flags, method, crc, size, zip64, data });
    at = start + size;
  }
  expect(zip.readUInt32LE(at), 'the central directory right after the last entry').toBe(CENTRAL);
  return entries;
}

/** Every file under `dir`, by its path relative to it with `/`. */
function filesUnder(dir: string): Map<string, Buffer> {
  const found = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(found.map((e) => [relative(dir, join(e.parentPath, e.name)).split(sep).join('/'), readFileSync(join(e.parentPath, e.name))]));
}

/**
 * `zip` piped into libarchive's `bsdtar` (it cannot seek back to the central directory): the
 * name and size of each entry as `-tv` lists them, and the files `-x` unpacks (libarchive checks
 * each CRC-32 and fails on a wrong one).
 */
export function bsdtarRead(zip: Buffer): { listed: [string, number][]; files: Map<string, Buffer> } {
  // A UTF-8 locale, so names are listed and written as they are, not escaped.
  const env = { ...process.env, LC_ALL: 'C.UTF-8' };
  const list = spawnSync('bsdtar', ['-tvf', '-'], { input: zip, encoding: 'utf8', env });
  expect(list.status, list.stderr).toBe(0);
  expect(list.stderr).toBe('');
  // `-rw-r--r--  0 0      0       13 Nov 26 22:41 folder/name`: mode, links, owner, group, size, date.
  const listed = list.stdout
    .split('\n')
    .filter(Boolean)
    .map((line): [string, number] => {
      const m = /^\S+\s+\d+\s+\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+\S+\s(.*)$/.exec(line);
      expect(m, line).not.toBeNull();
      return [m![2]!, Number(m![1])];
    });
  const dir = mkdtempSync(join(tmpdir(), 'laurel-bsdtar-'));
  try {
    const unpack = spawnSync('bsdtar', ['-xf', '-', '-C', dir], { input: zip, encoding: 'utf8', env });
    expect(unpack.status, unpack.stderr).toBe(0);
    expect(unpack.stderr).toBe('');
    return { listed, files: filesUnder(dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
