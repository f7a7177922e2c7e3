import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { centralHeader, dataDescriptor, dosDateTime, endRecords, localHeader, MAX16, MAX32, type ZipEntry } from './zip-records.ts';

/*
 * A streaming ZIP writer (docs/decisions/008-hand-written-zip-writer.md): STORED entries only
 * (images and PDFs are compressed already, docs/product.md#zip-downloads), each file's CRC-32 and
 * size written after its bytes, so a file is never held whole; ZIP64 records where a size, an
 * offset or the count passes its field, as a batch of many entries can pass 4 GB. The byte
 * layouts are in zip-records.ts.
 */

/** The client went away or the caller aborted: nothing more is read or written. */
export class ZipAbortedError extends Error {}

/** A file's bytes: whole, or as a stream (a storage read) consumed chunk by chunk. */
export type ZipSource = Buffer | AsyncIterable<Buffer | Uint8Array>;

export interface ZipWriterOptions {
  /** Stops the writer at its next read or write. */
  signal?: AbortSignal;
  /** ZIP64 records on every entry and at the end whatever the sizes, so tests reach them cheaply. */
  forceZip64?: boolean;
}

export interface AddOptions {
  modifiedAt?: Date;
  /** The size when known beforehand; a file that may pass 4 GB (or is unknown) gets ZIP64 headers. */
  size?: number;
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
    const known = Buffer.isBuffer(source) ? source.length : opts.size;
    const zip64Local = !!this.opts.forceZip64 || known === undefined || known >= MAX32;
    const entry: ZipEntry = { name: nameBytes, crc: 0, size: 0, offset: this.offset, ...dosDateTime(opts.modifiedAt ?? new Date()), zip64Local };
    await this.write(localHeader(entry));
    for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
      // Leaving the loop by a throw closes the source (the stream's iterator destroys it).
      this.check();
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      await this.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    }
    if (!zip64Local && entry.size >= MAX32) throw new Error(`zip entry ${name} passed 4 GB without ZIP64 headers`);
    await this.write(dataDescriptor(entry));
    this.entries.push(entry);
    return entry.size;
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
