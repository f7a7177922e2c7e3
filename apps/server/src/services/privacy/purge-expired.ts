import { and, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { seasons } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { purgeEntryFields } from './purge-entry-fields.ts';

/** Entries purged per transaction: short locks, and a crash loses at most one batch's work (it is done again next time). */
export const PURGE_BATCH = 500;

export interface PurgeResult {
  seasonId: number;
  entries: number;
}

/**
 * The daily `privacy.purge-expired` job (docs/product.md#data-protection): for each season whose
 * results are more than its `retention_days` old, the personal fields of its entries that won
 * nothing (purge-entry-fields.ts `personal`: credits, the custom fields the jury does not read)
 * are purged and the entries marked `personal_data_purged_at`, in batches. Entries already marked
 * are not taken again, so a second run purges nothing, and two replicas running at once share the
 * work (`for update skip locked`) instead of doing it twice. One audit row per season and run that
 * purged anything (`season.purgePersonalData`, with the count).
 */
export async function purgeExpired(ctx: AppContext, opts: { now?: Date; batch?: number } = {}): Promise<PurgeResult[]> {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? PURGE_BATCH;
  const expired = await ctx.db
    .select({ id: seasons.id, retentionDays: seasons.retentionDays, resultsAt: seasons.resultsAt })
    .from(seasons)
    .where(and(isNotNull(seasons.retentionDays), sql`${seasons.resultsAt} + make_interval(days => ${seasons.retentionDays}) < ${now.toISOString()}::timestamptz`))
    .orderBy(seasons.id);
  const results: PurgeResult[] = [];
  for (const season of expired) {
    let purged = 0;
    for (;;) {
      const n = await ctx.db.transaction(async (tx) => {
        const picked = await tx.execute(sql`
          select id from entries
          where season_id = ${season.id} and personal_data_purged_at is null
            and award_level_id is null and status <> 'awarded'
          order by id limit ${batch} for update skip locked`);
        const ids = (picked.rows as { id: number }[]).map((r) => Number(r.id));
        return (await purgeEntryFields(tx, ids, 'personal', now)).entries;
      });
      purged += n;
      if (n < batch) break;
    }
    if (purged > 0) {
      await writeAudit(ctx.db, {
        actorId: null,
        action: 'season.purgePersonalData',
        subjectType: 'season',
        subjectId: season.id,
        after: { entries: purged, retentionDays: season.retentionDays, resultsAt: season.resultsAt.toISOString() },
      });
      ctx.log.info({ seasonId: season.id, entries: purged }, 'privacy: personal data past retention purged');
    }
    results.push({ seasonId: season.id, entries: purged });
  }
  return results;
}
