import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';

/** A stored file a zip read twice, both reads alike: its CRC-32 and size as found. */
export interface FoundCrc {
  fileId: number;
  storageKey: string;
  crc: number;
  size: number;
}

/**
 * Records the CRC-32 a zip found for files stored before CRC-32s were kept at storing (migration
 * 0016), so every later zip reads them once (docs/decisions/017-crc-kept-when-stored.md). Only
 * where the row still names the object that was read, with the size read, and has none yet: a
 * row moved to a new object meanwhile (the PDF job) keeps that object's own. One statement per
 * zip; a failure is logged and costs only the next zip a second read of those files.
 */
export async function recordCrcs(ctx: AppContext, found: FoundCrc[]): Promise<void> {
  if (!found.length) return;
  const rows = found.map((f) => sql`(${f.fileId}::integer, ${f.storageKey}::text, ${f.size}::integer, ${f.crc}::bigint)`);
  try {
    await ctx.db.execute(sql`
      update files set crc32 = found.crc
      from (values ${sql.join(rows, sql`, `)}) as found (id, storage_key, bytes, crc)
      where files.id = found.id and files.storage_key = found.storage_key and files.bytes = found.bytes and files.crc32 is null`);
  } catch (err) {
    ctx.log.warn({ err, files: found.length }, 'jury zip: the CRC-32s found could not be recorded');
  }
}
