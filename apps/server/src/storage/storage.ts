import type { Readable } from 'node:stream';

/** One stored object, opened for reading: its bytes and their count (for content-length). */
export interface StoredObject {
  body: Readable;
  bytes: number;
}

/**
 * Where uploaded files and their resized copies live. Keys are relative paths such as
 * `originals/3f…e1.jpg`. The local disk is the default (docs/product.md#quality-bars: files under
 * `data/uploads`); an S3-compatible adapter implements the same interface when `S3_*` is
 * configured, so nothing above this layer changes.
 */
export interface Storage {
  /**
   * Stores the bytes under `key`, replacing any object there. Readers never see a partial
   * object: the write completes (and is flushed) under a temporary name before it takes `key`.
   * Answers their count and CRC-32, taken from the very bytes written as they pass (a stream is
   * never held whole), so a zip can say them before sending the object having read it once
   * (docs/decisions/017-crc-kept-when-stored.md).
   */
  put(key: string, data: Buffer | Readable): Promise<PutObject>;
  /** Opens the object for reading, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix/`, with when it was last written (the orphan
   * cleanup leaves recent ones alone, since an upload writes its object before its row).
   * Leftover temporary names of interrupted writes are listed too.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Where the object lies on this machine's disk, when the storage is a local folder: sharp then
   * reads only the parts of an original it needs (make-image-size.ts) instead of a copy in memory.
   */
  localPath?(key: string): string;
}

/** What `put` stored: the object's size in bytes and its CRC-32 (unsigned, as a ZIP header holds it). */
export interface PutObject {
  bytes: number;
  crc32: number;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * Keys are made by the server, never taken from a request; this guard keeps a bug from ever
 * reaching outside the storage root (`..`, absolute paths, backslashes).
 */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
