import type { AdminAwardLevel } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminAwardLevels } from './award-level-view.ts';
import { findSetupRow } from './find-setup-row.ts';

/** `/admin/awardLevels`: a season's levels, highest first. */
export async function listAdminAwardLevels(ctx: AppContext, seasonId: number): Promise<AdminAwardLevel[]> {
  await findSetupRow(ctx.db, 'season', seasonId);
  return adminAwardLevels(ctx.db, seasonId);
}
