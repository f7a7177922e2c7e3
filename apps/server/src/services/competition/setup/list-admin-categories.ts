import type { AdminCategory } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminCategories } from './category-view.ts';
import { findSetupRow } from './find-setup-row.ts';

/** `/admin/categories`: a season's tree, open and closed. */
export async function listAdminCategories(ctx: AppContext, seasonId: number): Promise<AdminCategory[]> {
  await findSetupRow(ctx.db, 'season', seasonId);
  return adminCategories(ctx.db, seasonId);
}
