import {
  CONTENT_SLOTS,
  POSITIONED_KINDS,
  type AdminContentBlock,
  type AdminContentSlot,
  type ContentSlotKey,
  type LanguageCode,
} from '@laurel/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { contentBlocks, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';

export type ContentSlot = (typeof CONTENT_SLOTS)[number];
export type BlockRow = typeof contentBlocks.$inferSelect;

export const slotByKey = (key: ContentSlotKey): ContentSlot => CONTENT_SLOTS.find((s) => s.key === key)!;

/**
 * The rows of a slot: its kind and position; for the single texts (FAQ, privacy, terms…) the kind
 * alone, as the public calls read them (services/content/list-content-blocks.ts).
 */
export const slotWhere = (slot: ContentSlot): SQL =>
  POSITIONED_KINDS.includes(slot.kind)
    ? and(eq(contentBlocks.kind, slot.kind), eq(contentBlocks.position, slot.position))!
    : eq(contentBlocks.kind, slot.kind);

/** The slot a row is shown in; none for a row no public call reads (a banner of an unknown position). */
export const slotOfRow = (row: Pick<BlockRow, 'kind' | 'position'>): ContentSlot | undefined =>
  CONTENT_SLOTS.find((s) => s.kind === row.kind && (!POSITIONED_KINDS.includes(s.kind) || s.position === row.position));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toAdminBlock = (row: BlockRow, updatedBy: string | null): AdminContentBlock => ({
  id: row.id,
  language: row.language as LanguageCode,
  sort: row.sort,
  isPublished: row.isPublished,
  live: { title: row.title, body: row.body, imageUrl: row.imageUrl, linkUrl: row.linkUrl },
  draft: row.draft ? { title: row.draft.title, body: row.draft.body, imageUrl: row.draft.imageUrl, linkUrl: row.draft.linkUrl } : null,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  publishedAt: iso(row.publishedAt),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy,
});

/** Every row of a slot in both languages, in order. */
export async function slotRows(db: DbLike, slot: ContentSlot): Promise<{ row: BlockRow; updatedBy: string | null }[]> {
  return db
    .select({ row: contentBlocks, updatedBy: users.name })
    .from(contentBlocks)
    .leftJoin(users, eq(users.id, contentBlocks.updatedBy))
    .where(slotWhere(slot))
    .orderBy(asc(contentBlocks.sort), asc(contentBlocks.id));
}

/** `/admin/content/slot` and the answer of every change: the slot's blocks in each language. */
export async function adminContentSlot(db: DbLike, slot: ContentSlot): Promise<AdminContentSlot> {
  const rows = await slotRows(db, slot);
  const of = (language: LanguageCode) => rows.filter((r) => r.row.language === language).map((r) => toAdminBlock(r.row, r.updatedBy));
  return { slot: slot.key, kind: slot.kind, position: slot.position, group: slot.group, en: of('en'), 'zh-CN': of('zh-CN') };
}

/**
 * The block a change names, locked for it, with its slot; 404 when there is none or it belongs
 * to no slot the site reads.
 */
export async function findBlock(db: DbLike, id: number): Promise<{ row: BlockRow; slot: ContentSlot }> {
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.id, id)).for('update');
  const slot = row && slotOfRow(row);
  if (!row || !slot) throw refuse('contentBlockNotFound');
  return { row, slot };
}

/** What the audit log keeps of a block. */
export const auditView = (r: BlockRow) => ({
  kind: r.kind,
  position: r.position,
  language: r.language,
  title: r.title,
  body: r.body,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  sort: r.sort,
  isPublished: r.isPublished,
  draft: r.draft,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
});
