import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown when an upload passes its byte limit; the partial temporary file is already removed. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

export interface Spooled {
  path: string;
  bytes: number;
  /** Removes the temporary file; safe to call twice. */
  remove: () => Promise<void>;
}

/** Where uploads wait while they are read and checked: beside the data, never in storage. */
export const incomingDir = (dataDir: string) => join(dataDir, 'incoming');

/**
 * Streams an upload to a temporary file while counting its bytes, so a 20 MB image never sits
 * in memory whole (issue 4: memory stays bounded), and stops as soon as the limit is passed:
 * the stream is abandoned and the partial file removed before the error reaches the caller.
 * A crash can still leave a file here; cleanup-orphans.ts removes old ones.
 *
 * The file is created before the pipeline starts. Left to the write stream, its open could still
 * be under way when the pipeline gave up on an early error (a client gone, a first chunk over the
 * limit): the pipeline rejects without waiting for it, so the removal could run first and the file
 * appear after it, left behind.
 */
export async function spoolToTemp(source: Readable, opts: { dataDir: string; maxBytes: number }): Promise<Spooled> {
  const dir = incomingDir(opts.dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const remove = () => rm(path, { force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > opts.maxBytes) done(new UploadTooLargeError(opts.maxBytes));
      else done(null, chunk);
    },
  });
  const handle = await open(path, 'wx');
  try {
    // The stream closes the handle when it ends or is destroyed.
    await pipeline(source, counter, handle.createWriteStream());
  } catch (err) {
    await remove();
    throw err;
  }
  return { path, bytes, remove };
}
