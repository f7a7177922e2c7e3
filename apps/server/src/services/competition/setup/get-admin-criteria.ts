import type { AdminCriteria } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { submittedReviews, toAdminCriteria } from './criteria-view.ts';
import { findSetupRow } from './find-setup-row.ts';

/** `/admin/criteria`: a season's criteria, scale and whether reviews already used them. */
export async function getAdminCriteria(ctx: AppContext, seasonId: number): Promise<AdminCriteria> {
  const season = await findSetupRow(ctx.db, 'season', seasonId);
  return toAdminCriteria(season, await submittedReviews(ctx.db, seasonId));
}
