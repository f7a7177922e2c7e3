import { JURY_INVITATION_DAYS } from '@laurel/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { categories, juryInvitations, seasons } from '../../../db/schema.ts';
import { newToken, sha256 } from '../../../lib/crypto.ts';
import { juryInvitationMail, type JuryInvitationMailKind } from '../../../mail/templates/jury-invitation.ts';
import { findMailTemplate } from '../../mail/find-mail-template.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import type { InvitationRow } from './invitation-view.ts';

const DAY = 86_400_000;

/** When a link mailed at `sentAt` stops working. */
export const expiryFrom = (sentAt: Date): Date => new Date(sentAt.getTime() + JURY_INVITATION_DAYS * DAY);

/** When the invitation's last sending went out: its expiry less the 14 days. */
export const sentAtOf = (row: Pick<InvitationRow, 'expiresAt'>): Date => new Date(row.expiresAt.getTime() - JURY_INVITATION_DAYS * DAY);

/** A fresh link secret and the hash that is all the table keeps of it. */
export function freshToken(): { token: string; tokenHash: string } {
  const token = newToken();
  return { token, tokenHash: sha256(token) };
}

/**
 * Puts an invitation's mail in the outbox, inside the caller's transaction, in the invitee's
 * language: the season, the role, a sub-judge's categories, the link with `token` and its expiry.
 * The key names the sending (the expiry it set) and the mail (`invite`, `reminder-1`, `reminder-2`),
 * so each is queued once whatever runs twice. Marked sensitive: the outbox erases the link once sent.
 */
export async function queueInvitationMail(
  ctx: AppContext,
  tx: DbLike,
  row: InvitationRow,
  opts: { token: string; kind: JuryInvitationMailKind; mail: 'invite' | 'reminder-1' | 'reminder-2' },
): Promise<void> {
  const [season] = await tx.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, row.seasonId));
  const language = row.language === 'zh-CN' ? 'zh-CN' : 'en';
  const named = row.identity === 2 && row.categoryIds.length
    ? await tx.select({ name: categories.name, nameZh: categories.nameZh }).from(categories).where(inArray(categories.id, row.categoryIds)).orderBy(categories.sort, categories.id)
    : [];
  const kind = opts.kind === 'invite' ? 'jury-invitation' : 'jury-invitation-reminder';
  await queueMail(ctx, tx, {
    key: `jury-invitation:${row.id}:${row.expiresAt.getTime()}:${opts.mail}`,
    kind,
    sensitive: true,
    message: juryInvitationMail({
      to: row.email,
      language,
      siteName: ctx.config.siteName,
      kind: opts.kind,
      name: row.name,
      identity: row.identity,
      season: season?.name ?? '',
      categories: named.map((c) => (language === 'zh-CN' && c.nameZh ? c.nameZh : c.name)),
      acceptUrl: `${ctx.config.publicUrl}/invitation?token=${opts.token}`,
      expiresAt: row.expiresAt,
      custom: await findMailTemplate(tx, kind, language),
    }),
  });
}

/** Gives an invitation a new link (the old one stops working) and returns its secret. */
export async function rotateToken(tx: DbLike, id: number, set: Partial<InvitationRow> = {}): Promise<{ token: string; row: InvitationRow }> {
  const { token, tokenHash } = freshToken();
  const [row] = await tx.update(juryInvitations).set({ ...set, tokenHash }).where(eq(juryInvitations.id, id)).returning();
  return { token, row: row! };
}
