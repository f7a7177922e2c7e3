import { SAVED_VIEWS_MAX, type SavedView, type SavedViewPage } from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { savedViews, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { listSavedViews } from './list-saved-views.ts';

/**
 * `/admin/savedViews/save`: keeps a page's query under a name for the caller; the same name
 * replaces that view's query (names are unique per person and page). At most SAVED_VIEWS_MAX a
 * page: the caller's row is locked first, so twenty saves at once cannot pass the limit together.
 * Not audited: a view is the person's own shortcut and changes nothing anyone else sees.
 */
export async function saveView(
  ctx: AppContext,
  opts: { userId: number; page: SavedViewPage; name: string; query: Record<string, string> },
): Promise<SavedView[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, opts.userId)).for('update');
    const mine = and(eq(savedViews.userId, opts.userId), eq(savedViews.page, opts.page));
    const [same] = await tx.select({ id: savedViews.id }).from(savedViews).where(and(mine, eq(savedViews.name, opts.name)));
    if (same) {
      await tx.update(savedViews).set({ query: opts.query }).where(eq(savedViews.id, same.id));
    } else {
      const [held] = await tx.select({ n: count() }).from(savedViews).where(mine);
      if (Number(held?.n ?? 0) >= SAVED_VIEWS_MAX) throw refuse('savedViewsFull', { max: SAVED_VIEWS_MAX });
      await tx.insert(savedViews).values({ userId: opts.userId, page: opts.page, name: opts.name, query: opts.query });
    }
    return listSavedViews(tx, opts);
  });
}
