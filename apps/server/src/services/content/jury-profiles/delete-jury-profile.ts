import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { juryProfiles } from '../../../db/schema.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { auditedFields, findJuryProfile } from './jury-profile-view.ts';

/**
 * `/admin/juryProfiles/delete`: the profile goes from the public pages at once; a linked account
 * stays as it was. Its photo stays stored (a content image, public by address). Audited with what
 * it was.
 */
export async function deleteJuryProfile(ctx: AppContext, input: { id: number; actorId: number }): Promise<{ id: number; deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const before = await findJuryProfile(tx, input.id, { forUpdate: true });
    await tx.delete(juryProfiles).where(eq(juryProfiles.id, before.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'juryProfile.delete', subjectType: 'juryProfile', subjectId: before.id, before: auditedFields(before) });
  });
  await ctx.cache.invalidate('jury');
  return { id: input.id, deleted: true };
}
