import type { AdminJuryInvitation } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { juryInvitations } from '../../../db/schema.ts';
import { findSetupRow } from '../../competition/setup/find-setup-row.ts';
import { adminInvitations } from './invitation-view.ts';

/** `/admin/juryInvitations`: a season's invitations, newest first, each with its state. */
export async function listJuryInvitations(ctx: AppContext, seasonId: number): Promise<AdminJuryInvitation[]> {
  await findSetupRow(ctx.db, 'season', seasonId);
  return adminInvitations(ctx.db, eq(juryInvitations.seasonId, seasonId));
}
