import type { AdminJuryInvitation } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { juryInvitations } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { expiryFrom, queueInvitationMail, rotateToken } from './invitation-mail.ts';
import { adminInvitation, auditableInvitation, type InvitationRow } from './invitation-view.ts';

/** The invitation, locked for a change; refused when it is gone, accepted or withdrawn. */
async function lockOpen(tx: DbLike, id: number): Promise<InvitationRow> {
  const [row] = await tx.select().from(juryInvitations).where(eq(juryInvitations.id, id)).for('update');
  if (!row) throw refuse('juryInvitationNotFound');
  if (row.acceptedAt) throw refuse('juryInvitationAccepted');
  if (row.revokedAt) throw refuse('juryInvitationWithdrawn');
  return row;
}

/**
 * `/admin/juryInvitations/resend`: a new link, valid 14 days from now, mailed again in the
 * invitee's language; the old link stops working (only its hash was kept) and the reminders
 * start over. An expired invitation comes back to life this way.
 */
export async function resendJuryInvitation(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminJuryInvitation> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOpen(tx, input.id);
    const { token, row } = await rotateToken(tx, input.id, { expiresAt: expiryFrom(new Date()), remindersSent: 0 });
    await writeAudit(tx, { actorId: input.actorId, action: 'juryInvitation.resend', subjectType: 'juryInvitation', subjectId: row.id, before: auditableInvitation(before), after: auditableInvitation(row) });
    await queueInvitationMail(ctx, tx, row, { token, kind: 'invite', mail: 'invite' });
  });
  return adminInvitation(ctx.db, input.id);
}

/** `/admin/juryInvitations/revoke`: the invitation is withdrawn and its link stops working. */
export async function revokeJuryInvitation(ctx: AppContext, input: { id: number; actorId: number }): Promise<AdminJuryInvitation> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOpen(tx, input.id);
    const [row] = await tx.update(juryInvitations).set({ revokedAt: new Date() }).where(eq(juryInvitations.id, input.id)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'juryInvitation.revoke', subjectType: 'juryInvitation', subjectId: row!.id, before: auditableInvitation(before), after: auditableInvitation(row!) });
  });
  return adminInvitation(ctx.db, input.id);
}
