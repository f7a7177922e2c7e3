import type { SavedView, SavedViewPage } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { savedViews } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { listSavedViews } from './list-saved-views.ts';

/**
 * `/admin/savedViews/delete`: deletes one of the caller's views and answers the views left on
 * its page. Another person's view is the same 404 as a missing one: whose views exist is not
 * the caller's business.
 */
export async function deleteView(ctx: AppContext, opts: { userId: number; id: number }): Promise<SavedView[]> {
  const [gone] = await ctx.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, opts.id), eq(savedViews.userId, opts.userId)))
    .returning({ page: savedViews.page });
  if (!gone) throw refuse('savedViewNotFound');
  return listSavedViews(ctx.db, { userId: opts.userId, page: gone.page as SavedViewPage });
}
