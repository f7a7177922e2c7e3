import type { AdminJuryProfile } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { juryProfiles } from '../../../db/schema.ts';
import { refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { readJuryProfiles } from './jury-profile-view.ts';

/**
 * `/admin/juryProfiles/move`: the new order of every profile, each listed once (else 422 and
 * nothing moves). The rows are locked while they are renumbered, so two reorders apply one after
 * the other. Audited with the order before and after; the public list changes at once.
 */
export async function moveJuryProfiles(ctx: AppContext, input: { orderedIds: number[]; actorId: number }): Promise<AdminJuryProfile[]> {
  const list = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: juryProfiles.id, sort: juryProfiles.sort }).from(juryProfiles).orderBy(asc(juryProfiles.sort), asc(juryProfiles.id)).for('update');
    const known = new Set(rows.map((r) => r.id));
    if (rows.length !== input.orderedIds.length || input.orderedIds.some((id) => !known.has(id))) throw refuseField('orderedIds', 'juryProfileOrderIncomplete');
    for (const [sort, id] of input.orderedIds.entries()) {
      if (rows.find((r) => r.id === id)!.sort !== sort) await tx.update(juryProfiles).set({ sort }).where(eq(juryProfiles.id, id));
    }
    await writeAudit(tx, { actorId: input.actorId, action: 'juryProfile.move', subjectType: 'juryProfile', subjectId: 'order', before: { orderedIds: rows.map((r) => r.id) }, after: { orderedIds: input.orderedIds } });
    return readJuryProfiles(tx);
  });
  await ctx.cache.invalidate('jury');
  return list;
}
