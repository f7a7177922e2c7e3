import type { AdminJuryInvitation, JuryInvitationState } from '@laurel/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbLike } from '../../../db/client.ts';
import { juryInvitations, users } from '../../../db/schema.ts';

export type InvitationRow = typeof juryInvitations.$inferSelect;

/** Where an invitation stands at `now`: accepted and withdrawn first, then past its expiry. */
export function invitationState(row: InvitationRow, now = new Date()): JuryInvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const inviter = alias(users, 'inviter');
const acceptor = alias(users, 'acceptor');

/** The console's view of the invitations `where` picks, newest first, with who sent and who accepted. */
export async function adminInvitations(db: DbLike, where: SQL | undefined): Promise<AdminJuryInvitation[]> {
  const rows = await db
    .select({
      row: juryInvitations,
      inviterName: inviter.name,
      acceptor: { id: acceptor.id, name: acceptor.name, email: acceptor.email },
    })
    .from(juryInvitations)
    .leftJoin(inviter, eq(inviter.id, juryInvitations.invitedBy))
    .leftJoin(acceptor, eq(acceptor.id, juryInvitations.acceptedUserId))
    .where(where)
    .orderBy(desc(juryInvitations.createdAt), desc(juryInvitations.id));
  const now = new Date();
  return rows.map(({ row, inviterName, acceptor: by }) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    identity: row.identity,
    seasonId: row.seasonId,
    categoryIds: row.categoryIds,
    language: row.language === 'zh-CN' ? 'zh-CN' : 'en',
    state: invitationState(row, now),
    invitedBy: inviterName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    remindersSent: row.remindersSent,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy: by?.id ? by : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** One invitation in the console's view (after a change). */
export async function adminInvitation(db: DbLike, id: number): Promise<AdminJuryInvitation> {
  const [one] = await adminInvitations(db, eq(juryInvitations.id, id));
  return one!;
}

/** What the audit log keeps of an invitation: never its token's hash. */
export function auditableInvitation(row: InvitationRow) {
  const { tokenHash: _t, createdAt: _c, ...rest } = row;
  return {
    ...rest,
    expiresAt: rest.expiresAt.toISOString(),
    acceptedAt: rest.acceptedAt?.toISOString() ?? null,
    revokedAt: rest.revokedAt?.toISOString() ?? null,
  };
}
