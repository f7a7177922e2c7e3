import type { AdminEntryForm, EntryForm } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { categories, seasons } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { checkEntryForm } from './check-entry-form.ts';
import { findSetupRow } from './find-setup-row.ts';
import { adminEntryForm } from './get-admin-entry-form.ts';

/**
 * `/admin/entryForm/save`: a season's form (`form` null: the product's default again), or a
 * category's own (`form` null: it follows the season's again). Drafts follow it from their next save; submitted entries keep their snapshot.
 * The wizard reads it on its next load (the form comes with the entry, never cached).
 */
export async function saveEntryForm(ctx: AppContext, input: { seasonId: number; categoryId: number | null; form: EntryForm | null; actorId: number }): Promise<AdminEntryForm> {
  const form = input.form ? checkEntryForm(input.form) : null;
  await ctx.db.transaction(async (tx) => {
    const season = await findSetupRow(tx, 'season', input.seasonId, { forUpdate: true });
    if (input.categoryId === null) {
      await tx.update(seasons).set({ entryForm: form }).where(eq(seasons.id, season.id));
      await writeAudit(tx, { actorId: input.actorId, action: 'entryForm.season', subjectType: 'season', subjectId: season.id, before: season.entryForm, after: form });
      return;
    }
    const cat = await findSetupRow(tx, 'category', input.categoryId, { forUpdate: true });
    if (cat.seasonId !== season.id || cat.parentId === null) throw refuse('categoryNotFound');
    await tx.update(categories).set({ entryForm: form }).where(eq(categories.id, cat.id));
    await writeAudit(tx, { actorId: input.actorId, action: 'entryForm.category', subjectType: 'category', subjectId: cat.id, before: cat.entryForm, after: form });
  });
  return adminEntryForm(ctx.db, input.seasonId, input.categoryId);
}
