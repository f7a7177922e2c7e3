import type { Writable } from 'node:stream';
import type { AppContext } from '../../../core/context.ts';
import { CSV_BOM, csvRow } from '../../../lib/csv.ts';
import type { EntriesZip, StoredItem } from './prepare-entries-zip.ts';
import { storedFileOpener, StoredFileMissing, type Flushed } from './open-stored-file.ts';
import { recordCrcs, type FoundCrc } from './record-crcs.ts';
import { MANIFEST_NAME } from './zip-names.ts';
import { ZipAbortedError, ZipEntryMismatchError } from './zip-errors.ts';
import { ZipWriter, type Measured } from './zip-writer.ts';

export interface ZipOutcome {
  /** `sent`: the whole zip was written; `stopped`: the client went away first. */
  outcome: 'sent' | 'stopped';
  files: number;
  bytes: number;
}

/** The CRC-32 and size recorded when the file was stored, when it was stored with them. */
const recorded = (file: StoredItem): Measured | undefined => (file.crc32 === null ? undefined : { crc: file.crc32, size: file.bytes });

/**
 * Streams a prepared zip (prepare-entries-zip.ts) to `out`: one stored object at a time, read
 * once and passed on as it arrives (zip-writer.ts), with the CRC-32 and size recorded when it was
 * stored in its header; a file stored before those were kept is first read through for them while
 * the file before it is sent, and what is found is recorded for the next zip
 * (docs/decisions/017-crc-kept-when-stored.md). The writer waits whenever the client is slower,
 * so memory stays at a few chunks for any batch (docs/product.md#zip-downloads). `manifest.csv`
 * comes last, with the bytes actually sent. When `out` closes or `signal` aborts, no further file
 * is opened and those being read are closed. A stored object that has gone missing is left out
 * and logged as an error, rather than cutting off every entry after it; one whose bytes are not
 * those its header announced cuts the download off, logged as an error naming it.
 */
export async function writeEntriesZip(
  ctx: AppContext,
  opts: {
    zip: EntriesZip;
    out: Writable;
    signal?: AbortSignal;
    userId: number;
    /** When `out` has handed on every byte written to it: the copies' buffers are then read into again (open-stored-file.ts). */
    flushed?: Flushed;
  },
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
  const openStored = storedFileOpener(ctx.storage, { flushed: opts.flushed });
  const found: FoundCrc[] = [];
  // The next stored file's first read (its CRC-32), when none was recorded, runs while this one is
  // being sent, so the client is not kept waiting for it between files
  // (docs/decisions/015-sizes-before-bytes-in-zips.md); it starts once the one before it is done,
  // so the first reads share one buffer.
  const measureAhead = (index: number, after: Promise<unknown> | null) => {
    const item = zip.items[index];
    if (!item || 'text' in item.content || recorded(item.content)) return null;
    const open = openStored(item.content.storageKey);
    const measuring = (after ?? Promise.resolve()).catch(() => {}).then(() => writer.measure(open));
    // Awaited in its turn; a failure (missing, stopped) counts only then.
    measuring.catch(() => {});
    return measuring;
  };
  let ahead = measureAhead(0, null);
  let outcome: ZipOutcome['outcome'] = 'stopped';
  try {
    for (const [index, item] of zip.items.entries()) {
      const measuring = ahead;
      ahead = measureAhead(index + 1, measuring);
      let bytes: number;
      if ('text' in item.content) {
        bytes = await writer.add(item.path, Buffer.from(item.content.text, 'utf8'), { modifiedAt: item.modifiedAt });
      } else {
        const file = item.content;
        const known = recorded(file);
        try {
          // Read once when its CRC-32 was recorded, twice otherwise (its CRC-32, then its bytes);
          // a file missing at either opening leaves nothing of it in the zip.
          const measured = known ?? (await measuring!);
          bytes = await writer.add(item.path, openStored(file.storageKey), { modifiedAt: item.modifiedAt, measured });
          if (!known) found.push({ fileId: file.fileId, storageKey: file.storageKey, ...measured });
        } catch (err) {
          if (err instanceof ZipEntryMismatchError) {
            // Its header is sent: the zip cannot be mended. The object was altered, replaced or
            // cut short in storage since its CRC-32 was recorded (or between the two reads); a
            // person must restore it (apps/server/src/services/judging/README.md#jury-zips).
            const { header, read } = err;
            ctx.log.error({ fileId: file.fileId, storageKey: file.storageKey, entryIds: zip.entryIds, recorded: !!known, header, read }, 'jury zip: a stored file is not the bytes its CRC-32 and size say; download cut off');
          }
          if (!(err instanceof StoredFileMissing)) throw err;
          ctx.log.error({ fileId: file.fileId, entryIds: zip.entryIds }, 'jury zip: a stored file is missing; left out');
          continue;
        }
      }
      written++;
      manifest += csvRow([...item.row.entry, item.path, bytes, ...item.row.entrant]);
    }
    await writer.add(MANIFEST_NAME, Buffer.from(manifest, 'utf8'));
    written++;
    await writer.finish();
    outcome = 'sent';
  } catch (err) {
    if (!(err instanceof ZipAbortedError)) throw err;
  } finally {
    // Also for a zip stopped or failed part-way: each found was checked by its copy.
    await recordCrcs(ctx, found);
  }
  return report(outcome);
}
