import { fileUrl, type EntryImage } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { files } from '../../db/schema.ts';

/**
 * The images of some entries in their order (`files.sort`; the first is the cover), as the
 * addresses the file server answers (contract files.ts). Large for the page, thumb for strips.
 */
export async function entryImages(ctx: AppContext, entryIds: number[]): Promise<Map<number, EntryImage[]>> {
  const out = new Map<number, EntryImage[]>();
  if (!entryIds.length) return out;
  const rows = await ctx.db
    .select({ id: files.id, entryId: files.entryId, width: files.width, height: files.height })
    .from(files)
    .where(and(inArray(files.entryId, entryIds), eq(files.kind, 'entry')))
    .orderBy(asc(files.entryId), asc(files.sort), asc(files.id));
  for (const r of rows) {
    const list = out.get(r.entryId!) ?? [];
    list.push({ fileId: r.id, url: fileUrl(r.id, 'large'), thumbUrl: fileUrl(r.id, 'thumb'), width: r.width, height: r.height });
    out.set(r.entryId!, list);
  }
  return out;
}

/** Grid cards are about a third of the page wide: the medium size fills them on any screen. */
export const coverUrl = (images: EntryImage[] | undefined): string | null =>
  images?.[0] ? fileUrl(images[0].fileId, 'medium') : null;
