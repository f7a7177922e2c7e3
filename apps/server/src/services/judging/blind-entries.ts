import type { BlindEntry, LanguageCode } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../core/context.ts';
import { categories, entries, files, seasons } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';
import { entryFormFor } from '../competition/entry-form-for.ts';
import { juryFields } from '../entries/entry-form-values.ts';
import { ENTRY_IMAGE_KIND, ENTRY_PDF_KIND } from '../files/file-kinds.ts';

const groups = alias(categories, 'category_group');

/**
 * Entries as reviewers see them (docs/product.md#reviews): the work and nothing of who made it —
 * no owner, credits, codes or file names. Images are the re-encoded sizes, which carry no
 * metadata (services/files/store-image.ts), behind signed addresses that name only the file id.
 * The custom fields are those the entry's form shows to the jury. Answers the ids in the order
 * given; ids not found are left out.
 */
export async function loadBlindEntries(ctx: AppContext, ids: number[], language: LanguageCode): Promise<Map<number, BlindEntry>> {
  const out = new Map<number, BlindEntry>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({
      id: entries.id,
      seasonYear: seasons.year,
      title: entries.title,
      description: entries.description,
      videoUrl: entries.videoUrl,
      submittedAt: entries.submittedAt,
      seasonId: entries.seasonId,
      formSnapshot: entries.formSnapshot,
      customFields: entries.customFields,
      categoryId: entries.categoryId,
      categoryName: categories.name,
      categoryNameZh: categories.nameZh,
      groupName: groups.name,
      groupNameZh: groups.nameZh,
    })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .leftJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(groups, eq(groups.id, categories.parentId))
    .where(inArray(entries.id, ids));
  const attached = await ctx.db
    .select({ id: files.id, entryId: files.entryId, kind: files.kind, width: files.width, height: files.height, bytes: files.bytes })
    .from(files)
    .where(and(inArray(files.entryId, ids), inArray(files.kind, [ENTRY_IMAGE_KIND, ENTRY_PDF_KIND])))
    .orderBy(asc(files.entryId), asc(files.sort), asc(files.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const own = attached.filter((f) => f.entryId === id);
    const images = own
      .filter((f) => f.kind === ENTRY_IMAGE_KIND)
      .map((f) => ({ fileId: f.id, url: ctx.files.url(f.id, 'large'), thumbUrl: ctx.files.url(f.id, 'thumb'), width: f.width, height: f.height }));
    const pdf = own.find((f) => f.kind === ENTRY_PDF_KIND);
    out.set(id, {
      id,
      seasonYear: r.seasonYear,
      title: r.title,
      category: {
        id: r.categoryId ?? 0,
        name: r.categoryName === null ? '' : localize(language, r.categoryName, r.categoryNameZh),
        groupName: r.groupName === null ? null : localize(language, r.groupName, r.groupNameZh),
      },
      description: r.description,
      coverUrl: images[0] ? ctx.files.url(images[0].fileId, 'medium') : null,
      images,
      videoUrl: r.videoUrl,
      pdf: pdf ? { fileId: pdf.id, url: ctx.files.url(pdf.id, 'original'), bytes: pdf.bytes } : null,
      // Only what the form shows to the jury: a custom field may name the entrant.
      fields: juryFields(r.formSnapshot ?? (await entryFormFor(ctx.db, { seasonId: r.seasonId, categoryId: r.categoryId })), r.customFields, 'shown'),
      submittedAt: r.submittedAt?.toISOString() ?? null,
    });
  }
  return out;
}
