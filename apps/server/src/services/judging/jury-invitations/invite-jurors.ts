import type { AdminJuryInvitation, InviteJurorsRequest } from '@laurel/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { categories, juryInvitations } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { findSetupRow } from '../../competition/setup/find-setup-row.ts';
import { expiryFrom, freshToken, queueInvitationMail } from './invitation-mail.ts';
import { adminInvitations, auditableInvitation } from './invitation-view.ts';

type Input = z.output<typeof InviteJurorsRequest> & { actorId: number };

/**
 * `/admin/juryInvitations/invite` (docs/product.md#jury-invitations): one invitation per address
 * for the season and identity (a sub-judge's categories with it), each mailed in its invitee's
 * language through the outbox in the same transaction, valid 14 days. All or nothing: an address
 * listed twice, one with an invitation still pending for the season, or a category that is not
 * the season's (or is a group) refuses the whole list.
 */
export async function inviteJurors(ctx: AppContext, input: Input): Promise<AdminJuryInvitation[]> {
  const seen = new Set<string>();
  for (const invitee of input.invitees) {
    if (seen.has(invitee.email)) throw refuseField('invitees', 'juryInviteesRepeat', { email: invitee.email });
    seen.add(invitee.email);
  }
  const categoryIds = input.identity === 2 ? [...new Set(input.categoryIds)] : [];
  const ids = await ctx.db.transaction(async (tx) => {
    await findSetupRow(tx, 'season', input.seasonId);
    if (categoryIds.length) {
      const found = await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, categoryIds), eq(categories.seasonId, input.seasonId)));
      const groups = await tx.select({ id: categories.parentId }).from(categories).where(inArray(categories.parentId, categoryIds)).limit(1);
      if (found.length !== categoryIds.length || groups.length) throw refuseField('categoryIds', 'juryInvitationCategoryInvalid');
    }
    // Two organisers inviting one address at once: the second waits here and then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('jury-invitations'), ${input.seasonId})`);
    const [pending] = await tx
      .select({ email: juryInvitations.email })
      .from(juryInvitations)
      .where(
        and(
          eq(juryInvitations.seasonId, input.seasonId),
          inArray(sql`lower(${juryInvitations.email})`, [...seen]),
          isNull(juryInvitations.acceptedAt),
          isNull(juryInvitations.revokedAt),
          gt(juryInvitations.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (pending) throw refuse('juryInvitationPending', { email: pending.email });
    const expiresAt = expiryFrom(new Date());
    const made: number[] = [];
    for (const invitee of input.invitees) {
      const { token, tokenHash } = freshToken();
      const [row] = await tx
        .insert(juryInvitations)
        .values({
          email: invitee.email,
          name: invitee.name ?? '',
          identity: input.identity,
          seasonId: input.seasonId,
          categoryIds,
          language: invitee.language,
          tokenHash,
          invitedBy: input.actorId,
          expiresAt,
        })
        .returning();
      await writeAudit(tx, { actorId: input.actorId, action: 'juryInvitation.invite', subjectType: 'juryInvitation', subjectId: row!.id, after: auditableInvitation(row!) });
      await queueInvitationMail(ctx, tx, row!, { token, kind: 'invite', mail: 'invite' });
      made.push(row!.id);
    }
    return made;
  });
  // In the order they were listed.
  return (await adminInvitations(ctx.db, inArray(juryInvitations.id, ids))).sort((a, b) => a.id - b.id);
}
