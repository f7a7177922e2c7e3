import type { AdminEntryForm } from '@laurel/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { DbLike } from '../../../db/client.ts';
import { entries } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { entryFormFor } from '../entry-form-for.ts';
import { findSetupRow } from './find-setup-row.ts';

/** The form view for a season or one of its categories; 404 for a category of another season. */
export async function adminEntryForm(db: DbLike, seasonId: number, categoryId: number | null): Promise<AdminEntryForm> {
  await findSetupRow(db, 'season', seasonId);
  let ownForm = false;
  if (categoryId !== null) {
    const cat = await findSetupRow(db, 'category', categoryId);
    if (cat.seasonId !== seasonId || cat.parentId === null) throw refuse('categoryNotFound');
    ownForm = cat.entryForm !== null;
  }
  const [n] = await db
    .select({ n: count() })
    .from(entries)
    .where(and(eq(entries.seasonId, seasonId), isNotNull(entries.formSnapshot), categoryId === null ? undefined : eq(entries.categoryId, categoryId)));
  return { seasonId, categoryId, form: await entryFormFor(db, { seasonId, categoryId }), ownForm, submittedEntries: Number(n?.n ?? 0) };
}

/** `/admin/entryForm`. */
export const getAdminEntryForm = (ctx: AppContext, q: { seasonId: number; categoryId?: number }): Promise<AdminEntryForm> =>
  adminEntryForm(ctx.db, q.seasonId, q.categoryId ?? null);
