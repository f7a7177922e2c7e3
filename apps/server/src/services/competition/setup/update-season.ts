import type { AdminSeason, UpdateSeasonRequest } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { seasons } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { findSetupRow } from './find-setup-row.ts';
import { checkSeasonDates } from './season-dates.ts';
import { adminSeason } from './season-view.ts';

type Input = z.output<typeof UpdateSeasonRequest> & { actorId: number };

const datesOf = (r: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(r)
      .filter(([k]) => k === 'name' || k === 'retentionDays' || k.endsWith('At'))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

/**
 * `/admin/seasons/update`: a season's name and dates, checked for order, and its retention period
 * (left as it is when the request does not name it; docs/product.md#data-protection). The phase,
 * the fee tier in force and the public pages follow at once (the competition cache is dropped on
 * every replica).
 */
export async function updateSeason(ctx: AppContext, input: Input, now = new Date()): Promise<AdminSeason> {
  const dates = checkSeasonDates(input);
  await ctx.db.transaction(async (tx) => {
    const before = await findSetupRow(tx, 'season', input.seasonId, { forUpdate: true });
    const [after] = await tx.update(seasons).set({ name: input.name, ...dates, ...(input.retentionDays !== undefined ? { retentionDays: input.retentionDays } : {}) }).where(eq(seasons.id, input.seasonId)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'season.update', subjectType: 'season', subjectId: input.seasonId, before: datesOf(before), after: datesOf(after!) });
  });
  await ctx.cache.invalidate('competition');
  return (await adminSeason(ctx.db, input.seasonId, now))!;
}
