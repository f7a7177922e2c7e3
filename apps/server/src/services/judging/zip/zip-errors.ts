import type { Measured } from './zip-writer.ts';

/* How writing a zip stops (zip-writer.ts). */

/** The client went away or the caller aborted: nothing more is read or written. */
export class ZipAbortedError extends Error {}

/**
 * A file's bytes, as copied, are not those its local header announced (the CRC-32 and size
 * recorded at storing, or found by a first read): the object was replaced, cut short or altered
 * since. Thrown at the end of the entry, or as soon as it runs past its size; the zip cannot be
 * mended, as its header is sent.
 */
export class ZipEntryMismatchError extends Error {
  constructor(
    readonly entry: string,
    readonly header: Measured,
    /** What was read; `size` counts up to where the copy stopped when it ran past the header's. */
    readonly read: Measured,
  ) {
    const hex = (crc: number) => crc.toString(16).padStart(8, '0');
    super(`zip entry ${entry}: ${read.size} bytes with CRC-32 ${hex(read.crc)} read where its header says ${header.size} bytes with CRC-32 ${hex(header.crc)}`);
  }
}
