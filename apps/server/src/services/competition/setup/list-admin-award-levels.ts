import type { AdminAwardLevel } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminAwardLevels } from './award-level-view.ts';
import { findSeason } from './find-season.ts';

/** `/admin/awardLevels`: a season's levels, highest first. */
export async function listAdminAwardLevels(ctx: AppContext, seasonId: number): Promise<AdminAwardLevel[]> {
  await findSeason(ctx.db, seasonId);
  return adminAwardLevels(ctx.db, seasonId);
}
