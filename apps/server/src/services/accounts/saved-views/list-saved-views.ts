import type { SavedView, SavedViewPage } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { savedViews } from '../../../db/schema.ts';

/** `/admin/savedViews`: the caller's own views of one console page, by name. */
export async function listSavedViews(db: DbLike, opts: { userId: number; page: SavedViewPage }): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, opts.userId), eq(savedViews.page, opts.page)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map((r) => ({ id: r.id, page: r.page as SavedViewPage, name: r.name, query: r.query, createdAt: r.createdAt.toISOString() }));
}
