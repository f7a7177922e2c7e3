import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { assertSafeKey, type Storage } from './storage.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Storage in a folder on the local disk (`DATA_DIR/uploads` by default). Writes go to a
 * temporary file beside the target, are flushed, then renamed: a rename within one folder is
 * atomic, so a reader sees the old object or the whole new one, and a crash leaves at most a
 * stray `.tmp` file, never a truncated image under a real key.
 */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };

  return {
    localPath: pathOf,

    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      try {
        // `flush` syncs the file to disk before it is closed, so the rename publishes bytes that
        // survive a crash (docs/product.md#quality-bars: nothing acknowledged is lost).
        let crc = 0;
        if (Buffer.isBuffer(data)) {
          crc = crc32(data);
          await writeFile(tmp, data, { flag: 'wx', flush: true });
        } else {
          // Created before the pipeline starts, as in spool.ts: a stream opening the file itself
          // could still be opening it when an early error rejects the pipeline, and the file would
          // appear after the removal below. The stream closes the handle however it ends.
          const handle = await open(tmp, 'wx');
          // The CRC-32 of each chunk on its way to the file, so of exactly the bytes written.
          const counted = async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              crc = crc32(chunk, crc);
              yield chunk;
            }
          };
          await pipeline(data, counted, handle.createWriteStream({ flush: true }));
        }
        const { size } = await stat(tmp);
        await rename(tmp, path);
        return { bytes: size, crc32: crc };
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },

    async get(key) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when read or destroyed.
        return { body: handle.createReadStream(), bytes: size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A per-file folder (`sizes/{id}/`) left empty goes too; rmdir refuses a folder that is not.
      if (key.split('/').length > 2) await rmdir(dirname(path)).catch(() => {});
    },

    async *list(prefix) {
      const dir = pathOf(prefix);
      let found;
      try {
        found = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of found) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        try {
          const { mtime } = await stat(path);
          yield { key: relative(root, path).split(sep).join('/'), modifiedAt: mtime };
        } catch (err) {
          // Removed since the listing (a finished write's temporary name): nothing to report.
          if (!isMissing(err)) throw err;
        }
      }
    },
  };
}
