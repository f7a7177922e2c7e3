import { DEFAULT_ENTRY_FORM, type EntryForm } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { categories, seasons } from '../../db/schema.ts';

/**
 * The entry form in force for a category of a season (docs/product.md#entry-form): the
 * category's own, else the season's, else the product's default. A submitted entry reads its
 * own snapshot instead (`entries.formSnapshot`).
 */
export async function entryFormFor(db: DbLike, opts: { seasonId: number; categoryId: number | null }): Promise<EntryForm> {
  if (opts.categoryId !== null) {
    const [cat] = await db.select({ form: categories.entryForm }).from(categories).where(eq(categories.id, opts.categoryId));
    if (cat?.form) return cat.form;
  }
  const [season] = await db.select({ form: seasons.entryForm }).from(seasons).where(eq(seasons.id, opts.seasonId));
  return season?.form ?? DEFAULT_ENTRY_FORM;
}
