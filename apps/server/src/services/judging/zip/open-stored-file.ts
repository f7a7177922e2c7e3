import { open, type FileHandle } from 'node:fs/promises';
import type { Storage } from '../../../storage/storage.ts';
import { ZipAbortedError } from './zip-errors.ts';
import type { OpenSource, SourceStream } from './zip-writer.ts';

/** A file's stored object is not there (deleted since the zip was prepared). */
export class StoredFileMissing extends Error {}

/** The first read's piece: large, as nothing waits on it but the CRC-32. */
const CRC_READ_BYTES = 1024 * 1024;
/** The copy's pieces: each is written as it is, so 8 of 256 KB keep 2 MB in flight per zip. */
const COPY_PIECE_BYTES = 256 * 1024;
const COPY_PIECES = 8;

/**
 * Resolves true once none of the bytes written to the zip's destination so far is held by the
 * process any more (all handed to the kernel), so the buffers they were read into may be read
 * into again; false when the destination is gone.
 */
export type Flushed = () => Promise<boolean>;

/**
 * How the zip writer opens the stored objects of one zip (zip-writer.ts): once, to copy them, when
 * their CRC-32 was recorded at storing (docs/decisions/017-crc-kept-when-stored.md); twice for a
 * file stored before that, first for its CRC-32 (docs/decisions/015-sizes-before-bytes-in-zips.md).
 *
 * On a local disk neither read goes through the storage's stream, which reads into a new 64 KB
 * buffer for every chunk: each such buffer counts as memory outside the heap, and every 64 MB of
 * them made V8 collect the server's whole heap — a few hundred ms each, most of the zip's CPU.
 * - The first read only feeds the CRC-32: 1 MB pieces into one buffer that every first read of
 *   the zip uses again. First reads that overlap (the caller runs them one at a time) get a buffer
 *   of their own.
 * - The copy's pieces are sent as they are, so a buffer may be read into again only once the
 *   destination holds none of them: given `flushed` (the route knows its response), the copy
 *   reads into 8 buffers of 256 KB and, with all of them sent, waits until they are flushed
 *   before reusing them. One copy at a time. Without `flushed`, the storage's stream.
 */
export function storedFileOpener(storage: Storage, opts: { flushed?: Flushed } = {}): (key: string) => OpenSource {
  const shared = Buffer.allocUnsafe(CRC_READ_BYTES);
  let sharedInUse = false;
  const pieces = opts.flushed ? piecePool(opts.flushed) : null;
  return (key) => async (read) => {
    const path = read === 'crc' || pieces ? storage.localPath?.(key) : undefined;
    if (path === undefined) {
      const object = await storage.get(key);
      if (!object) throw new StoredFileMissing();
      return object.body;
    }
    if (read === 'copy') return pieces!.reading((take, done) => readLocalFile(path, take, done));
    const own = sharedInUse;
    sharedInUse = true;
    const release = () => void (own || (sharedInUse = false));
    const buffer = own ? Buffer.allocUnsafe(CRC_READ_BYTES) : shared;
    try {
      return await readLocalFile(path, () => buffer, release);
    } catch (err) {
      release();
      throw err;
    }
  };
}

/**
 * The copy's buffers. Each is taken for one piece and counted as held by the destination from
 * then on: the copy asks for the next piece only after writing the last, so when none is left,
 * every one taken has been written, and once `flushed` says so they are all free again.
 */
function piecePool(flushed: Flushed) {
  const free: Buffer[] = [];
  const sent: Buffer[] = [];
  let open = false;
  const take = async (): Promise<Buffer> => {
    // Made as the first copy needs them; a zip of texts only makes none.
    if (!free.length && sent.length < COPY_PIECES) free.push(Buffer.allocUnsafe(COPY_PIECE_BYTES));
    if (!free.length) {
      if (!(await flushed())) throw new ZipAbortedError('zip output closed');
      free.push(...sent.splice(0));
    }
    const piece = free.pop()!;
    sent.push(piece);
    return piece;
  };
  return {
    /** Opens one copy over the pool; a second while one is open would reuse a piece not yet written. */
    async reading(start: (take: () => Promise<Buffer>, done: () => void) => Promise<SourceStream>): Promise<SourceStream> {
      if (open) throw new Error('one copy at a time over a zip’s pieces');
      open = true;
      try {
        return await start(take, () => (open = false));
      } catch (err) {
        open = false;
        throw err;
      }
    },
  };
}

/** Reads `path` piece by piece, each into the buffer `piece` gives; `done` once nothing more is read. */
async function readLocalFile(path: string, piece: () => Buffer | Promise<Buffer>, done: () => void): Promise<SourceStream> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing();
    throw err;
  }
  let closed = false;
  let reading = false;
  // Once, whether the reading ended, failed or was stopped. The buffers are free at once, or after
  // a read still under way has filled one (the close waits for that read too).
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
        const buffer = await piece();
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
