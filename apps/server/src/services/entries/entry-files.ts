import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { ENTRY_IMAGE_KIND, ENTRY_PDF_KIND } from '../files/file-kinds.ts';

/*
 * Files an entry names by id (`imageFileIds`, `pdfFileId`): uploaded first by the entrant
 * (`POST /apply/upload`, attached to no entry), then attached here. A file may be attached only
 * by its uploader, only as its own kind, and to one entry at a time. Files taken off an entry
 * are detached (`entryId` null) rather than deleted, so the orphan cleanup removes them later
 * and a save that is rolled back never loses a stored file.
 */

/** The ids of an entry's images in their order (first is the cover). */
export async function entryImageIds(db: DbLike, entryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.entryId, entryId), eq(files.kind, ENTRY_IMAGE_KIND)))
    .orderBy(asc(files.sort), asc(files.id));
  return rows.map((r) => r.id);
}

/** Whether a file may be attached to `entryId` by `userId`, as `kind`. */
const attachable = (userId: number, entryId: number, kind: string) =>
  and(eq(files.userId, userId), eq(files.kind, kind), or(isNull(files.entryId), eq(files.entryId, entryId)));

/**
 * Makes `fileIds` the entry's images in that order and detaches the others. Call inside the
 * operation's transaction: a refusal (422 on `imageFileIds`) rolls everything back.
 */
export async function setEntryImages(
  tx: DbLike,
  opts: { userId: number; entryId: number; fileIds: number[]; max: number },
): Promise<void> {
  const { userId, entryId, fileIds } = opts;
  // The contract caps the list at ENTRY_IMAGES_MAX; an organiser may allow fewer (ENTRY_IMAGES_MAX
  // in the configuration, shown to the form by `uploadLimits`).
  if (fileIds.length > opts.max) throw refuseField('imageFileIds', 'tooManyImages', { max: opts.max });
  if (fileIds.length) {
    // Locks the rows, so a concurrent save naming the same upload for another entry waits and
    // then finds it taken.
    const ok = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, fileIds), attachable(userId, entryId, ENTRY_IMAGE_KIND)))
      .for('update');
    if (ok.length !== fileIds.length) throw refuseField('imageFileIds', 'imagesNotYours');
  }
  await tx
    .update(files)
    .set({ entryId: null, sort: 0 })
    .where(and(eq(files.entryId, entryId), eq(files.kind, ENTRY_IMAGE_KIND), fileIds.length ? notInArray(files.id, fileIds) : undefined));
  for (const [sort, id] of fileIds.entries()) {
    await tx.update(files).set({ entryId, sort }).where(eq(files.id, id));
  }
}

/** Attaches the PDF `fileId` (or none, for null) and detaches the one it replaces. */
export async function setEntryPdf(tx: DbLike, opts: { userId: number; entryId: number; fileId: number | null }): Promise<void> {
  const { userId, entryId, fileId } = opts;
  if (fileId !== null) {
    const ok = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, fileId), attachable(userId, entryId, ENTRY_PDF_KIND)))
      .for('update');
    if (!ok.length) throw refuseField('pdfFileId', 'pdfNotYours');
  }
  await tx
    .update(files)
    .set({ entryId: null })
    .where(and(eq(files.entryId, entryId), eq(files.kind, ENTRY_PDF_KIND), fileId !== null ? notInArray(files.id, [fileId]) : undefined));
  if (fileId !== null) await tx.update(files).set({ entryId, sort: 0 }).where(eq(files.id, fileId));
}
