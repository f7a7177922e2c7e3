import type { AdminInvitationCode } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { invitationCodes } from '../../../db/schema.ts';
import { toAdminInvitationCode } from './code-view.ts';
import { findSetupRow } from './find-setup-row.ts';

/** `/admin/invitationCodes`: a season's codes, in code order. */
export async function listInvitationCodes(ctx: AppContext, seasonId: number): Promise<AdminInvitationCode[]> {
  await findSetupRow(ctx.db, 'season', seasonId);
  const rows = await ctx.db.select().from(invitationCodes).where(eq(invitationCodes.seasonId, seasonId)).orderBy(asc(invitationCodes.code));
  return rows.map(toAdminInvitationCode);
}
