import type { AdminCategory } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminCategories } from './category-view.ts';
import { findSeason } from './find-season.ts';

/** `/admin/categories`: a season's tree, open and closed. */
export async function listAdminCategories(ctx: AppContext, seasonId: number): Promise<AdminCategory[]> {
  await findSeason(ctx.db, seasonId);
  return adminCategories(ctx.db, seasonId);
}
