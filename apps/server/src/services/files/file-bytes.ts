import { createReadStream, createWriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The file's structure is broken or cut short: its pixels cannot all be there. */
export class DamagedImageError extends Error {}

/** Part of a file to store: bytes of our own, or a range `[start, end)` of the original kept as it is. */
export type Piece = Buffer | { start: number; end: number };

/**
 * More pieces than any real image has (a JPEG has a few dozen segments); a file made of many
 * thousands of tiny metadata blocks is refused rather than listed.
 */
const MAX_PIECES = 4096;

/** The pieces of a file with its metadata left out, in order; adjacent kept ranges are merged. */
export class Pieces {
  readonly list: Piece[] = [];

  add(bytes: Buffer): void {
    this.push(bytes);
  }

  keep(start: number, end: number): void {
    const last = this.list.at(-1);
    if (last && !Buffer.isBuffer(last) && last.end === start) last.end = end;
    else this.push({ start, end });
  }

  /** Whether the pieces are the whole file of `size` bytes, unchanged. */
  isWhole(size: number): boolean {
    const [only] = this.list;
    return this.list.length === 1 && !!only && !Buffer.isBuffer(only) && only.start === 0 && only.end === size;
  }

  private push(piece: Piece): void {
    if (this.list.length >= MAX_PIECES) throw new DamagedImageError('too many metadata blocks');
    this.list.push(piece);
  }
}

/** Writes `pieces` of the file at `source` to a new file at `target`, streaming. */
export async function writePieces(source: string, pieces: readonly Piece[], target: string): Promise<void> {
  async function* bytes() {
    for (const piece of pieces) {
      if (Buffer.isBuffer(piece)) yield piece;
      else if (piece.end > piece.start) yield* createReadStream(source, { start: piece.start, end: piece.end - 1 });
    }
  }
  await pipeline(Readable.from(bytes()), createWriteStream(target, { flags: 'wx' }));
}

const CHUNK = 64 * 1024;

/**
 * Reads a file front to back for the format readers (strip-jpeg.ts, strip-png.ts,
 * strip-webp.ts), one 64 KB chunk at a time whatever the file's size. Reading past the end
 * throws DamagedImageError: a structure that claims more bytes than the file has is cut short.
 */
export class FileBytes {
  pos = 0;
  private buf = Buffer.alloc(0);
  private bufAt = 0;

  private constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** Opens `path`, hands it to `read`, and closes it again whatever happens. */
  static async read<T>(path: string, read: (bytes: FileBytes) => Promise<T>): Promise<T> {
    const handle = await open(path, 'r');
    try {
      return await read(new FileBytes(handle, (await handle.stat()).size));
    } finally {
      await handle.close();
    }
  }

  async u8(): Promise<number> {
    const at = await this.need(1);
    this.pos += 1;
    return this.buf[at]!;
  }

  async u16be(): Promise<number> {
    const at = await this.need(2);
    this.pos += 2;
    return this.buf.readUInt16BE(at);
  }

  async u32be(): Promise<number> {
    const at = await this.need(4);
    this.pos += 4;
    return this.buf.readUInt32BE(at);
  }

  async u32le(): Promise<number> {
    const at = await this.need(4);
    this.pos += 4;
    return this.buf.readUInt32LE(at);
  }

  /** A copy of the next `n` bytes. */
  async bytes(n: number): Promise<Buffer> {
    const at = await this.need(n);
    this.pos += n;
    return Buffer.from(this.buf.subarray(at, at + n));
  }

  /** Moves to `pos`, which must lie within the file. */
  seek(pos: number): void {
    if (pos > this.size) throw new DamagedImageError('cut short');
    this.pos = pos;
  }

  /** Where the next `byte` at or after `pos` is, or -1 when the rest of the file has none. */
  async find(byte: number): Promise<number> {
    let from = this.pos;
    while (from < this.size) {
      const saved = this.pos;
      this.pos = from;
      const at = await this.need(1);
      this.pos = saved;
      const found = this.buf.indexOf(byte, at);
      if (found >= 0) return this.bufAt + found;
      from = this.bufAt + this.buf.length;
    }
    return -1;
  }

  /** Makes `n` bytes from `pos` available and answers where they start in `buf`. */
  private async need(n: number): Promise<number> {
    if (this.pos + n > this.size) throw new DamagedImageError('cut short');
    const at = this.pos - this.bufAt;
    if (at >= 0 && at + n <= this.buf.length) return at;
    const length = Math.min(Math.max(n, CHUNK), this.size - this.pos);
    const chunk = Buffer.allocUnsafe(length);
    const { bytesRead } = await this.handle.read(chunk, 0, length, this.pos);
    if (bytesRead < n) throw new DamagedImageError('cut short');
    this.buf = chunk.subarray(0, bytesRead);
    this.bufAt = this.pos;
    return 0;
  }
}

/**
 * A TIFF structure (big-endian) holding only the Orientation tag, the body of the small EXIF
 * block a stored JPEG or PNG keeps when it is displayed turned (EXIF 2.32, tag 0x0112).
 */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM\u0000*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4); // first directory right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // in the first half of the value field
  tiff.writeUInt32BE(0, 22); // no next directory
  return tiff;
}
