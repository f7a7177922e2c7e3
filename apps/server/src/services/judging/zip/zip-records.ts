/*
 * The byte layouts of a ZIP archive (PKWARE APPNOTE 6.3) that zip-writer.ts streams: STORED
 * entries whose CRC-32 and sizes are in their local header, before their bytes, so a reader that
 * goes front to back (Java's ZipInputStream, a pipe into bsdtar) reads them without the central
 * directory; no data descriptors (flag bit 3), which such readers refuse on stored entries. Names
 * in UTF-8 (bit 11), ZIP64 fields where a value passes its 16- or 32-bit field.
 */

export const MAX16 = 0xffff;
export const MAX32 = 0xffffffff;
const FLAGS = 0x0800; // UTF-8 names
const STORED = 0;
const VERSION_ZIP64 = 45;
const VERSION_PLAIN = 20;
/** "Made by" Unix (3), so the external attributes below are read as Unix permissions. */
const MADE_BY_UNIX = 3 << 8;
const FILE_MODE = 0o100644;

/** One file as the central directory describes it. */
export interface ZipEntry {
  name: Buffer;
  crc: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
  time: number;
  date: number;
  /** Its local header carries the sizes in a ZIP64 field (4 GiB or more, or forced). */
  zip64Local: boolean;
}

/** MS-DOS date and time (2-second steps, local time, from 1980), as every reader expects. */
export function dosDateTime(d: Date): { time: number; date: number } {
  if (d.getFullYear() < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** A ZIP64 extended-information extra field (id 1) holding the given 8-byte values in order. */
function zip64Extra(values: number[]): Buffer {
  const b = Buffer.alloc(4 + 8 * values.length);
  b.writeUInt16LE(0x0001, 0);
  b.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => b.writeBigUInt64LE(BigInt(v), 4 + 8 * i));
  return b;
}

/**
 * The local header, before the file's bytes, with their CRC-32 and size: both sizes (stored: the
 * same) in the header, or 0xFFFFFFFF there and both in a ZIP64 field, which in a local header
 * must hold the two of them (APPNOTE 4.5.3).
 */
export function localHeader(e: ZipEntry): Buffer {
  const extra = e.zip64Local ? zip64Extra([e.size, e.size]) : Buffer.alloc(0);
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(e.zip64Local ? VERSION_ZIP64 : VERSION_PLAIN, 4);
  h.writeUInt16LE(FLAGS, 6);
  h.writeUInt16LE(STORED, 8);
  h.writeUInt16LE(e.time, 10);
  h.writeUInt16LE(e.date, 12);
  h.writeUInt32LE(e.crc, 14);
  h.writeUInt32LE(e.zip64Local ? MAX32 : e.size, 18);
  h.writeUInt32LE(e.zip64Local ? MAX32 : e.size, 22);
  h.writeUInt16LE(e.name.length, 26);
  h.writeUInt16LE(extra.length, 28);
  return Buffer.concat([h, e.name, extra]);
}

/** The central directory's record of one file; `force` puts every size and offset in ZIP64 fields. */
export function centralHeader(e: ZipEntry, force: boolean): Buffer {
  const bigSize = force || e.size >= MAX32;
  const bigOffset = force || e.offset >= MAX32;
  // Only the fields that overflow (all of them when forced) move to the ZIP64 field, in this order.
  const wide = [...(bigSize ? [e.size, e.size] : []), ...(bigOffset ? [e.offset] : [])];
  const extra = wide.length ? zip64Extra(wide) : Buffer.alloc(0);
  const version = e.zip64Local || wide.length ? VERSION_ZIP64 : VERSION_PLAIN;
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(MADE_BY_UNIX | version, 4);
  h.writeUInt16LE(version, 6);
  h.writeUInt16LE(FLAGS, 8);
  h.writeUInt16LE(STORED, 10);
  h.writeUInt16LE(e.time, 12);
  h.writeUInt16LE(e.date, 14);
  h.writeUInt32LE(e.crc, 16);
  h.writeUInt32LE(bigSize ? MAX32 : e.size, 20);
  h.writeUInt32LE(bigSize ? MAX32 : e.size, 24);
  h.writeUInt16LE(e.name.length, 28);
  h.writeUInt16LE(extra.length, 30);
  h.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
  h.writeUInt32LE(bigOffset ? MAX32 : e.offset, 42);
  return Buffer.concat([h, e.name, extra]);
}

/**
 * The end of the archive for a central directory of `count` records, `size` bytes long, that
 * starts at `start` and ends at `at`: with `zip64` a ZIP64 end record and its locator first, and
 * the classic end record's fields all pointing at them.
 */
export function endRecords(o: { count: number; size: number; start: number; at: number; zip64: boolean }): Buffer {
  const parts: Buffer[] = [];
  if (o.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4); // the size of what follows this field
    record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(o.count), 24);
    record.writeBigUInt64LE(BigInt(o.count), 32);
    record.writeBigUInt64LE(BigInt(o.size), 40);
    record.writeBigUInt64LE(BigInt(o.start), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(o.at), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(o.zip64 ? MAX16 : o.count, 8);
  end.writeUInt16LE(o.zip64 ? MAX16 : o.count, 10);
  end.writeUInt32LE(o.zip64 ? MAX32 : o.size, 12);
  end.writeUInt32LE(o.zip64 ? MAX32 : o.start, 16);
  parts.push(end);
  return Buffer.concat(parts);
}
