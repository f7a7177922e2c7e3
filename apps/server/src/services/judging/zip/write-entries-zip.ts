import type { Writable } from 'node:stream';
import type { AppContext } from '../../../core/context.ts';
import { CSV_BOM, csvRow } from '../../../lib/csv.ts';
import type { EntriesZip } from './prepare-entries-zip.ts';
import { MANIFEST_NAME } from './zip-names.ts';
import { ZipAbortedError, ZipWriter } from './zip-writer.ts';

export interface ZipOutcome {
  /** `sent`: the whole zip was written; `stopped`: the client went away first. */
  outcome: 'sent' | 'stopped';
  files: number;
  bytes: number;
}

/**
 * Streams a prepared zip (prepare-entries-zip.ts) to `out`: one stored object read at a time and
 * passed on as it arrives, waiting whenever the client is slower, so memory stays at a few chunks
 * for any batch (docs/product.md#zip-downloads). `manifest.csv` comes last, with the bytes
 * actually sent. When `out` closes or `signal` aborts, no further file is opened and the one
 * being read is closed. A stored object that has gone missing is left out and logged as an
 * error, rather than cutting off every entry after it.
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
  try {
    for (const item of zip.items) {
      let bytes: number;
      if ('text' in item.content) {
        bytes = await writer.add(item.path, Buffer.from(item.content.text, 'utf8'), { modifiedAt: item.modifiedAt });
      } else {
        const object = await ctx.storage.get(item.content.storageKey);
        if (!object) {
          ctx.log.error({ fileId: item.content.fileId, entryIds: zip.entryIds }, 'jury zip: a stored file is missing; left out');
          continue;
        }
        try {
          bytes = await writer.add(item.path, object.body, { modifiedAt: item.modifiedAt, size: object.bytes });
        } finally {
          // Closes the file also when the writer stopped before reading it.
          object.body.destroy();
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
