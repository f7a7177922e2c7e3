import type { Writable } from 'node:stream';
import type { AppContext } from '../../../core/context.ts';
import { CSV_BOM, csvRow } from '../../../lib/csv.ts';
import type { EntriesZip } from './prepare-entries-zip.ts';
import { storedFileOpener, StoredFileMissing } from './open-stored-file.ts';
import { MANIFEST_NAME } from './zip-names.ts';
import { ZipAbortedError, ZipWriter } from './zip-writer.ts';

export interface ZipOutcome {
  /** `sent`: the whole zip was written; `stopped`: the client went away first. */
  outcome: 'sent' | 'stopped';
  files: number;
  bytes: number;
}

/**
 * Streams a prepared zip (prepare-entries-zip.ts) to `out`: one stored object at a time, read
 * through once for its CRC-32 while the file before it is sent, then passed on as it arrives
 * (zip-writer.ts), waiting whenever the client is slower, so memory stays at a few chunks for any
 * batch (docs/product.md#zip-downloads). `manifest.csv` comes last, with the bytes actually sent.
 * When `out` closes or `signal` aborts, no further file is opened and those being read are
 * closed. A stored object that has gone missing is left out and logged as an error, rather than
 * cutting off every entry after it.
 */
export async function writeEntriesZip(
  ctx: AppContext,
  opts: { zip: EntriesZip; out: Writable; signal?: AbortSignal; userId: number },
): Promise<ZipOutcome> {
  const { zip, out } = opts;
  const started = performance.now();
  const writer = new ZipWriter(out, { signal: opts.signal });
  const l = zip.labels;
  let manifest = CSV_BOM + csvRow([l.entry, l.title, l.category, l.file, l.bytes, ...(zip.withEntrant ? [l.entrant, l.email, l.company, l.country] : [])]);
  let written = 0;
  const report = (outcome: ZipOutcome['outcome']) => {
    const result = { outcome, files: written, bytes: writer.bytesWritten };
    ctx.log.info({ userId: opts.userId, entries: zip.entryIds.length, ...result, ms: Math.round(performance.now() - started) }, `jury zip ${outcome}`);
    return result;
  };
  const openStored = storedFileOpener(ctx.storage);
  // The next stored file's first read (its CRC-32) runs while this one is being sent, so the
  // client is not kept waiting for it between files (docs/decisions/015-sizes-before-bytes-in-zips.md);
  // it starts once the one before it is done, so the first reads share one buffer.
  const measureAhead = (index: number, after: Promise<unknown> | null) => {
    const item = zip.items[index];
    if (!item || 'text' in item.content) return null;
    const open = openStored(item.content.storageKey);
    const measuring = (after ?? Promise.resolve()).catch(() => {}).then(() => writer.measure(open));
    // Awaited in its turn; a failure (missing, stopped) counts only then.
    measuring.catch(() => {});
    return measuring;
  };
  let ahead = measureAhead(0, null);
  try {
    for (const [index, item] of zip.items.entries()) {
      const measuring = ahead;
      ahead = measureAhead(index + 1, measuring);
      let bytes: number;
      if ('text' in item.content) {
        bytes = await writer.add(item.path, Buffer.from(item.content.text, 'utf8'), { modifiedAt: item.modifiedAt });
      } else {
        try {
          // Read twice (its CRC-32, then its bytes); a file missing at either opening leaves
          // nothing of it in the zip.
          const measured = await measuring!;
          bytes = await writer.add(item.path, openStored(item.content.storageKey), { modifiedAt: item.modifiedAt, measured });
        } catch (err) {
          if (!(err instanceof StoredFileMissing)) throw err;
          ctx.log.error({ fileId: item.content.fileId, entryIds: zip.entryIds }, 'jury zip: a stored file is missing; left out');
          continue;
        }
      }
      written++;
      manifest += csvRow([...item.row.entry, item.path, bytes, ...item.row.entrant]);
    }
    await writer.add(MANIFEST_NAME, Buffer.from(manifest, 'utf8'));
    written++;
    await writer.finish();
    return report('sent');
  } catch (err) {
    if (err instanceof ZipAbortedError) return report('stopped');
    throw err;
  }
}
