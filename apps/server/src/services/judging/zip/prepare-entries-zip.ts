import type { LanguageCode } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { entryFormFor } from '../../competition/entry-form-for.ts';
import { juryFields } from '../../entries/entry-form-values.ts';
import { categories, entries, files, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';
import { localize } from '../../../lib/localize.ts';
import { ENTRY_IMAGE_KIND, ENTRY_PDF_KIND } from '../../files/file-kinds.ts';
import { entryText } from './entry-text.ts';
import { ENTRY_PDF_NAME, ENTRY_TEXT_NAME, entryFolder, entryNumber, imageFileName } from './zip-names.ts';
import { ZIP_LABELS, type ZipLabels } from './zip-labels.ts';
import { downloadableBy, seesEntrant, type ZipReader } from './zip-scope.ts';

const groups = alias(categories, 'category_group');

/** One file of the zip: text made here, or a stored object read while the zip is written. */
export interface ZipItem {
  path: string;
  modifiedAt: Date;
  content: { text: string } | StoredItem;
  /** Its manifest row: the entry's cells before the path and the size, the entrant's after. */
  row: { entry: string[]; entrant: string[] };
}

/** A stored object of the zip: its size, and its CRC-32 when recorded at storing (null before migration 0016). */
export interface StoredItem {
  fileId: number;
  storageKey: string;
  bytes: number;
  crc32: number | null;
}

/** Everything the zip holds, decided before its first byte is sent. */
export interface EntriesZip {
  fileName: string;
  labels: ZipLabels;
  withEntrant: boolean;
  entryIds: number[];
  items: ZipItem[];
}

/**
 * What `downloadZip` and `batchDownloadZip` send (docs/product.md#zip-downloads): each entry a
 * folder with `entry.txt`, its images in order as stored (the originals, metadata already
 * stripped at upload: services/files/store-image.ts) and its PDF. All of it is checked here, so a
 * refusal is still an envelope: 404 when any id is not the caller's to download, naming none.
 * A blind reader's rows are read without the entrant's columns, so nothing of them can leak.
 */
export async function prepareEntriesZip(
  ctx: AppContext,
  opts: { reader: ZipReader; entryIds: number[]; language: LanguageCode; batch: boolean },
): Promise<EntriesZip> {
  const withEntrant = seesEntrant(opts.reader);
  const labels = ZIP_LABELS[opts.language];
  const ids = [...new Set(opts.entryIds)].sort((a, b) => a - b);
  const base = {
    id: entries.id,
    title: entries.title,
    description: entries.description,
    videoUrl: entries.videoUrl,
    updatedAt: entries.updatedAt,
    seasonId: entries.seasonId,
    categoryId: entries.categoryId,
    formSnapshot: entries.formSnapshot,
    customFields: entries.customFields,
    categoryName: categories.name,
    categoryNameZh: categories.nameZh,
    groupName: groups.name,
    groupNameZh: groups.nameZh,
  };
  const entrant = { name: users.name, email: users.email, company: users.company, country: users.country, credits: entries.credits };
  const rows = await ctx.db
    .select(withEntrant ? { ...base, ...entrant } : base)
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(groups, eq(groups.id, categories.parentId))
    .where(and(inArray(entries.id, ids), await downloadableBy(ctx.db, opts.reader)))
    .orderBy(asc(entries.id));
  // Alike for an id that does not exist and one the caller may not have, so ids cannot be probed.
  if (rows.length !== ids.length) throw refuse(opts.batch ? 'entriesNotDownloadable' : 'entryNotDownloadable');

  const stored = await ctx.db
    .select({ id: files.id, entryId: files.entryId, kind: files.kind, storageKey: files.storageKey, mime: files.mime, bytes: files.bytes, crc32: files.crc32, createdAt: files.createdAt })
    .from(files)
    .where(and(inArray(files.entryId, ids), inArray(files.kind, [ENTRY_IMAGE_KIND, ENTRY_PDF_KIND])))
    .orderBy(asc(files.entryId), asc(files.sort), asc(files.id));

  const item = (f: (typeof stored)[number]): StoredItem => ({ fileId: f.id, storageKey: f.storageKey, bytes: f.bytes, crc32: f.crc32 });
  const items: ZipItem[] = [];
  for (const r of rows as (typeof rows[number] & Partial<Record<keyof typeof entrant, string | null>>)[]) {
    const number = entryNumber(r.id);
    const folder = entryFolder(r.id, r.title);
    const name = r.categoryName === null ? '' : localize(opts.language, r.categoryName, r.categoryNameZh);
    const group = r.groupName === null ? null : localize(opts.language, r.groupName, r.groupNameZh);
    const category = group ? `${group} / ${name}` : name;
    const who = withEntrant
      ? { name: r.name ?? '', email: r.email ?? '', company: r.company ?? '', country: r.country ?? '', credits: r.credits ?? '' }
      : undefined;
    const row = { entry: [number, r.title, category], entrant: who ? [who.name, who.email, who.company, who.country] : [] };
    // The fields the form shows to the jury; the judge's zip also has those kept from them.
    const form = r.formSnapshot ?? (await entryFormFor(ctx.db, { seasonId: r.seasonId, categoryId: r.categoryId }));
    const shown = [...juryFields(form, r.customFields, 'shown'), ...(withEntrant ? juryFields(form, r.customFields, 'hidden') : [])];
    const fields = shown.map((x) => (opts.language === 'zh-CN' ? { label: x.labelZh, value: x.valueZh } : { label: x.label, value: x.value }));
    const text = entryText({ number, title: r.title, category, description: r.description, videoUrl: r.videoUrl, fields, entrant: who }, labels);
    items.push({ path: `${folder}/${ENTRY_TEXT_NAME}`, modifiedAt: r.updatedAt, content: { text }, row });
    const own = stored.filter((f) => f.entryId === r.id);
    own
      .filter((f) => f.kind === ENTRY_IMAGE_KIND)
      .forEach((f, i) => items.push({ path: `${folder}/${imageFileName(i, f.mime)}`, modifiedAt: f.createdAt, content: item(f), row }));
    const pdf = own.find((f) => f.kind === ENTRY_PDF_KIND);
    if (pdf) items.push({ path: `${folder}/${ENTRY_PDF_NAME}`, modifiedAt: pdf.createdAt, content: item(pdf), row });
  }
  const fileName = opts.batch ? `entries-${ids.length}.zip` : `entry-${entryNumber(ids[0]!)}.zip`;
  return { fileName, labels, withEntrant, entryIds: ids, items };
}
