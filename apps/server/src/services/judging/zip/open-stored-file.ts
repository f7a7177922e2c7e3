import { open, type FileHandle } from 'node:fs/promises';
import type { Storage } from '../../../storage/storage.ts';
import type { OpenSource, SourceStream } from './zip-writer.ts';

/** A file's stored object is not there (deleted since the zip was prepared). */
export class StoredFileMissing extends Error {}

/** The first read's piece: large, as nothing waits on it but the CRC-32. */
const CRC_READ_BYTES = 1024 * 1024;

/**
 * How the zip writer opens the stored objects of one zip, each read twice (zip-writer.ts). The
 * copy is the storage's own stream. The first read only feeds the CRC-32, so on a local disk it
 * reads the file in 1 MB pieces into one buffer that every first read of the zip uses again, not
 * into a new 64 KB chunk each time as the stream does: a third of the CPU, and no garbage for
 * the collector, which is most of what the extra read costs
 * (docs/decisions/015-sizes-before-bytes-in-zips.md). First reads that overlap (the caller
 * should run them one at a time) get a buffer of their own.
 */
export function storedFileOpener(storage: Storage): (key: string) => OpenSource {
  const shared = Buffer.allocUnsafe(CRC_READ_BYTES);
  let sharedInUse = false;
  return (key) => async (read) => {
    const path = read === 'crc' ? storage.localPath?.(key) : undefined;
    if (path === undefined) {
      const object = await storage.get(key);
      if (!object) throw new StoredFileMissing();
      return object.body;
    }
    const own = sharedInUse;
    sharedInUse = true;
    const release = () => void (own || (sharedInUse = false));
    try {
      return await readLocalFile(path, own ? Buffer.allocUnsafe(CRC_READ_BYTES) : shared, release);
    } catch (err) {
      release();
      throw err;
    }
  };
}

/** Reads `path` piece by piece into `buffer`; `done` once nothing more is read into it. */
async function readLocalFile(path: string, buffer: Buffer, done: () => void): Promise<SourceStream> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing();
    throw err;
  }
  let closed = false;
  let reading = false;
  // Once, whether the reading ended, failed or was stopped. The buffer is free at once, or after
  // a read still under way has filled it (the close waits for that read too).
  const close = () => {
    if (closed) return;
    closed = true;
    const closing = handle.close().catch(() => {});
    if (reading) void closing.finally(done);
    else done();
  };
  async function* pieces() {
    try {
      for (;;) {
        reading = true;
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
        reading = false;
        if (bytesRead === 0) return;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      close();
    }
  }
  return Object.assign(pieces(), { destroy: close });
}
