import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { ZipAbortedError, ZipEntryMismatchError } from './zip-errors.ts';
import { centralHeader, dosDateTime, endRecords, localHeader, MAX16, MAX32, type ZipEntry } from './zip-records.ts';

/*
 * A streaming ZIP writer (docs/decisions/015-sizes-before-bytes-in-zips.md): STORED entries only
 * (images and PDFs are compressed already, docs/product.md#zip-downloads), each file's CRC-32 and
 * size in its local header before its bytes, so readers that go front to back open the zip too.
 * Those come from the caller (`measured`: recorded when the file was stored,
 * docs/decisions/017-crc-kept-when-stored.md) or from a first read of the file before the one that
 * copies it; either way the copy is checked against them (zip-errors.ts), and nothing is held
 * whole. ZIP64 records where a size, an offset or the count passes its field, as a batch of many
 * entries can pass 4 GB. The byte layouts are in zip-records.ts.
 */

/** An opened file: its chunks, and a way to close it before its end (a Node Readable is one). */
export interface SourceStream extends AsyncIterable<Uint8Array> {
  destroy(): void;
}

/**
 * Opens a file's bytes for reading (a storage read): for its CRC-32 and size (`crc`) unless they
 * are given (`measured`), then to copy it (`copy`); both reads must give the same bytes. A `crc` read's
 * chunk is used up before the next is asked for, so its reader may fill one buffer again and
 * again. A throw from either call leaves nothing of the file written: the caller may skip it.
 */
export type OpenSource = (read: 'crc' | 'copy') => SourceStream | Promise<SourceStream>;

/** A file's bytes: whole (a text made here), or opened as a stream, read chunk by chunk. */
export type ZipSource = Buffer | OpenSource;

export interface ZipWriterOptions {
  /** Stops the writer at its next read or write. */
  signal?: AbortSignal;
  /** ZIP64 records on every entry and at the end whatever the sizes, so tests reach them cheaply. */
  forceZip64?: boolean;
}

export interface AddOptions {
  modifiedAt?: Date;
  /**
   * The file's CRC-32 and size, known beforehand (recorded when it was stored, or from `measure`);
   * found by a first read here otherwise. The copy that follows must match them.
   */
  measured?: Measured;
}

/** What the first read of a file finds. */
export interface Measured {
  crc: number;
  size: number;
}

/**
 * Writes a ZIP archive to `out` (an HTTP response, a file) file by file: `add` each, then
 * `finish`. Every write waits for `out` to drain when its buffer is full, so memory stays at a
 * few chunks whatever the archive's size; when `out` closes early or `signal` aborts, the next
 * read or write throws ZipAbortedError and the source being read is closed.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: ZipEntry[] = [];
  private failure: Error | null = null;

  constructor(
    private readonly out: Writable,
    private readonly opts: ZipWriterOptions = {},
  ) {
    // An error of `out` (a reset connection) is thrown by the next write rather than left unheard.
    out.on('error', (err) => (this.failure ??= err));
  }

  /** Bytes written so far. */
  get bytesWritten(): number {
    return this.offset;
  }

  /** Adds one file under `name` (`folder/file.ext`), streamed, not buffered; its size in bytes. */
  async add(name: string, source: ZipSource, opts: AddOptions = {}): Promise<number> {
    const nameBytes = Buffer.from(name, 'utf8');
    if (nameBytes.length > MAX16) throw new Error('zip entry name too long');
    this.check();
    const { crc, size } = Buffer.isBuffer(source) ? { crc: crc32(source), size: source.length } : (opts.measured ?? (await this.measure(source)));
    // Opened before the header is written, so a file gone by now leaves no trace in the zip.
    const body = Buffer.isBuffer(source) ? source : await source('copy');
    try {
      const zip64Local = !!this.opts.forceZip64 || size >= MAX32;
      const entry: ZipEntry = { name: nameBytes, crc, size, offset: this.offset, ...dosDateTime(opts.modifiedAt ?? new Date()), zip64Local };
      await this.write(localHeader(entry));
      if (Buffer.isBuffer(body)) await this.write(body);
      else await this.copy(body, entry);
      this.entries.push(entry);
      return size;
    } finally {
      // Closes the file also when the writer stopped before or while copying it.
      if (!Buffer.isBuffer(body)) body.destroy();
    }
  }

  /** Writes the central directory and the end records, then ends `out`. */
  async finish(): Promise<{ files: number; bytes: number }> {
    const force = !!this.opts.forceZip64;
    const start = this.offset;
    for (const e of this.entries) await this.write(centralHeader(e, force));
    const size = this.offset - start;
    const count = this.entries.length;
    const zip64 = force || count >= MAX16 || size >= MAX32 || start >= MAX32;
    await this.write(endRecords({ count, size, start, at: this.offset, zip64 }));
    await new Promise<void>((resolve, reject) => {
      this.out.end((err?: Error | null) => (err ? reject(err) : resolve()));
    });
    return { files: count, bytes: this.offset };
  }

  /**
   * The first read of a file: its CRC-32 and size, nothing written, stopping as a copy would.
   * `add` makes it itself; a caller may make it earlier, for the next file while this one is
   * being sent, so the client does not wait for it.
   */
  async measure(open: OpenSource): Promise<Measured> {
    this.check();
    const body = await open('crc');
    let crc = 0;
    let size = 0;
    try {
      for await (const chunk of body) {
        this.check();
        crc = crc32(chunk, crc);
        size += chunk.length;
      }
    } finally {
      body.destroy();
    }
    return { crc, size };
  }

  /**
   * The read copied to `out`. Its header is already sent, so bytes that differ from it (the
   * object replaced, cut short or altered since its CRC-32 was recorded or read) cannot be
   * mended: ZipEntryMismatchError cuts the download off rather than leave a zip whose CRC or
   * sizes lie (apps/server/src/services/judging/README.md#jury-zips).
   */
  private async copy(body: SourceStream, e: ZipEntry): Promise<void> {
    let crc = 0;
    let size = 0;
    // Leaving the loop by a throw closes the source (the stream's iterator destroys it).
    for await (const chunk of body) {
      this.check();
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (size > e.size) break;
      await this.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    }
    if (size !== e.size || crc !== e.crc) throw new ZipEntryMismatchError(e.name.toString(), { crc: e.crc, size: e.size }, { crc, size });
  }

  private check(): void {
    if (this.failure) throw new ZipAbortedError(`zip output failed: ${this.failure.message}`, { cause: this.failure });
    if (this.opts.signal?.aborted) throw new ZipAbortedError('zip aborted');
    if (this.out.destroyed || this.out.writableEnded) throw new ZipAbortedError('zip output closed');
  }

  private async write(chunk: Buffer): Promise<void> {
    this.check();
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await this.drained();
  }

  /** Resolves on 'drain'; rejects when `out` closes or fails, or the signal aborts, first. */
  private drained(): Promise<void> {
    const { out } = this;
    const signal = this.opts.signal;
    return new Promise((resolve, reject) => {
      const settle = (err?: Error) => {
        out.off('drain', onDrain).off('close', onStop).off('error', onStop);
        signal?.removeEventListener('abort', onStop);
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => settle();
      const onStop = () => {
        try {
          this.check();
          settle(new ZipAbortedError('zip output closed'));
        } catch (err) {
          settle(err as Error);
        }
      };
      out.on('drain', onDrain).on('close', onStop).on('error', onStop);
      signal?.addEventListener('abort', onStop);
    });
  }
}
