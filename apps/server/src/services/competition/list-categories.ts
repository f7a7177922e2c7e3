import type { CategoryNode, LanguageCode } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { categories } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';
import { currentSeasonRow } from './current-season.ts';
import { feeTiers } from './fee-schedule.ts';

/**
 * The current season's active category tree (groups → categories) in the reader's language,
 * ordered by `sort`, each category with its fee tiers (docs/product.md#fees).
 * docs/product.md#public-calls: the client never caches it, so every call reads the current fees.
 */
export async function listCategories(ctx: AppContext, language: LanguageCode): Promise<CategoryNode[]> {
  const season = await currentSeasonRow(ctx.db);
  // Categories belong to a season: without a current one nobody can enter any.
  if (!season) return [];
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.seasonId, season.id), eq(categories.isActive, true)))
    .orderBy(asc(categories.sort), asc(categories.id));

  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    const texts = localizeItem(
      language,
      { name: row.name, description: row.description },
      { name: row.nameZh, description: row.descriptionZh },
    );
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      ...texts,
      coverUrl: row.coverUrl,
      entryFeeCents: row.entryFeeCents,
      // A group is no entry's category: it has no fee to show.
      feeTiers: row.parentId === null ? [] : feeTiers(row, season),
      sort: row.sort,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    // A category whose group is inactive (or gone) is hidden with it.
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  return roots;
}
