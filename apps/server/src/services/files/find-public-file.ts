import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, files } from '../../db/schema.ts';
import { CONTENT_FILE_KINDS, IMAGE_MIME, PDF_MIME, type FileKind } from './file-kinds.ts';
import { publicWinner } from '../winners/public-winner.ts';
import type { StoredFile } from './store-image.ts';

const SERVABLE_MIME = new Set<string>([...Object.values(IMAGE_MIME), PDF_MIME]);

/**
 * The file behind a `/files/{id}/…` address and whether an anonymous visitor may see it:
 * an entry's images are public only while the entry is a public winner (shown, and its season's
 * results date passed: docs/product.md#publishing-winners); content images
 * are public when they belong to no entry; a PDF never is. A file that is not public is served
 * only under a valid signature (plugins/files.ts). Null for an unknown id or a type the site
 * never serves.
 */
export async function findFile(ctx: AppContext, id: number): Promise<{ file: StoredFile; isPublic: boolean } | null> {
  const [row] = await ctx.db
    .select({ file: files, isWinner: sql<boolean | null>`${publicWinner()}` })
    .from(files)
    .leftJoin(entries, eq(entries.id, files.entryId))
    .where(eq(files.id, id))
    .limit(1);
  if (!row || !SERVABLE_MIME.has(row.file.mime)) return null;
  const { file, isWinner } = row;
  if (!file.mime.startsWith('image/')) return { file, isPublic: false };
  if (file.entryId !== null) return { file, isPublic: isWinner === true };
  return { file, isPublic: CONTENT_FILE_KINDS.includes(file.kind as FileKind) };
}

/**
 * The file, or null when it must not be shown to an anonymous visitor, so unpublished work does
 * not even reveal that it is there.
 */
export async function findPublicFile(ctx: AppContext, id: number): Promise<StoredFile | null> {
  const found = await findFile(ctx, id);
  return found?.isPublic ? found.file : null;
}
