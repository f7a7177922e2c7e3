import type { JuryInvitationView } from '@laurel/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { categories, seasons, users } from '../../../db/schema.ts';
import { openInvitation } from './find-invitation.ts';

/**
 * `GET /user/juryInvitation?token=` (public): what the invitee is asked to accept — the season,
 * the role, a sub-judge's categories, the e-mail — and whether an account has that e-mail (then
 * they join with its password). Refused once expired, withdrawn or used.
 */
export async function getJuryInvitation(ctx: AppContext, token: string): Promise<JuryInvitationView> {
  const row = await openInvitation(ctx.db, token);
  const [season] = await ctx.db.select({ year: seasons.year, name: seasons.name }).from(seasons).where(eq(seasons.id, row.seasonId));
  const named = row.identity === 2 && row.categoryIds.length
    ? await ctx.db.select({ id: categories.id, name: categories.name, nameZh: categories.nameZh }).from(categories).where(inArray(categories.id, row.categoryIds)).orderBy(asc(categories.sort), asc(categories.id))
    : [];
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
  return {
    email: row.email,
    name: row.name,
    identity: row.identity,
    season: season ?? { year: 0, name: '' },
    categories: named,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: Boolean(account),
  };
}
