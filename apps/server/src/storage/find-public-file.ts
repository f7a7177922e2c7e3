import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { entries, files } from '../db/schema.ts';
import { CONTENT_FILE_KINDS, type FileKind } from './file-kinds.ts';
import type { StoredFile } from './store-image.ts';

/**
 * The file behind a public `/files/{id}/…` address, or null when it must not be shown to an
 * anonymous visitor: an entry's images are public only while the entry is a shown winner
 * (`isShow`); content images are public when they belong to no entry. Everything else answers
 * as if it did not exist, so unpublished work does not even reveal that it is there.
 */
export async function findPublicFile(ctx: AppContext, id: number): Promise<StoredFile | null> {
  const [row] = await ctx.db
    .select({ file: files, isShow: entries.isShow })
    .from(files)
    .leftJoin(entries, eq(entries.id, files.entryId))
    .where(eq(files.id, id))
    .limit(1);
  if (!row || !row.file.mime.startsWith('image/')) return null;
  const { file, isShow } = row;
  if (file.entryId !== null) return isShow ? file : null;
  return CONTENT_FILE_KINDS.includes(file.kind as FileKind) ? file : null;
}
