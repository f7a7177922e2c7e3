import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { files } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { spoolToTemp } from '../../storage/spool.ts';
import { cleanPdf } from './clean-pdf.ts';
import { ENTRY_PDF_KIND } from './file-kinds.ts';

export interface StripStoredResult {
  stripped: number;
  /** PDFs that cannot be read (they stay as they are, and are logged for a person to look at). */
  refused: number;
}

/** Rows read at a time; each PDF is then stripped on its own. */
const BATCH = 50;

/**
 * Strips the entry PDFs stored before uploads were stripped (store-pdf.ts), so the jury's copy of
 * every PDF — the file link and the zips, which both read the stored object — names no one
 * (docs/product.md#reviews). Runs every few minutes (jobs/queues.ts); once none is left it is one
 * query on an empty partial index.
 *
 * Each PDF is stripped into a new object; the row moves to it only if it still names the old one
 * (another replica may have got there first, or the entry dropped the file), and the old object is
 * removed after that. So a reader never finds a row without its object, and a crash in between
 * leaves only a stray object, which cleanup-orphans.ts removes.
 */
export async function stripStoredPdfs(ctx: AppContext): Promise<StripStoredResult> {
  const result: StripStoredResult = { stripped: 0, refused: 0 };
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(and(eq(files.kind, ENTRY_PDF_KIND), isNull(files.pdfStrippedAt), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (!rows.length) return result;
    for (const row of rows) {
      after = row.id;
      const stripped = await stripOne(ctx, row);
      if (stripped === 'refused') result.refused++;
      else if (stripped) result.stripped++;
    }
  }
}

async function stripOne(ctx: AppContext, row: { id: number; storageKey: string }): Promise<boolean | 'refused'> {
  const stored = await ctx.storage.get(row.storageKey);
  if (!stored) return false;
  const spooled = await spoolToTemp(stored.body, { dataDir: ctx.config.dataDir, maxBytes: Number.MAX_SAFE_INTEGER });
  let clean: Uint8Array;
  try {
    clean = await cleanPdf(ctx, spooled.path);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 422) throw err;
    // Left as it is: refusing a PDF the entrant was once given would lose their document.
    ctx.log.error({ fileId: row.id, reason: err.reason }, 'stored entry PDF could not be stripped; its metadata still reaches the jury');
    return 'refused';
  } finally {
    await spooled.remove();
  }
  const storageKey = `originals/${randomUUID()}.pdf`;
  const { bytes, crc32 } = await ctx.storage.put(storageKey, Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength));
  const moved = await ctx.db
    .update(files)
    // The new object's size and CRC-32 with it, never the old one's (a zip trusts them).
    .set({ storageKey, bytes, crc32, pdfStrippedAt: new Date() })
    .where(and(eq(files.id, row.id), eq(files.storageKey, row.storageKey)))
    .returning({ id: files.id });
  await ctx.storage.delete(moved.length ? row.storageKey : storageKey);
  return moved.length > 0;
}
