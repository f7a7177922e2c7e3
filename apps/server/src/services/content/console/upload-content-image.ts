import { fileUrl, type ContentImageUse, type UploadedContentImage } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { storeImage } from '../../files/store-image.ts';

/** The size a use is shown at: a banner spans the page, the rest are cards and portraits. */
const SIZE = { banner: 'large', content: 'large', jury: 'thumb', media: 'medium', category: 'medium' } as const;

/**
 * `/admin/content/uploadImage`: stores one uploaded image for the site through the same pipeline
 * as an entry's (bytes checked for JPEG, PNG or WebP, metadata stripped, sizes made on demand;
 * the route applied the upload limits: routes/admin/content-upload.ts). Site images are public
 * from the start (services/files/file-kinds.ts); the address answered is what a block, profile
 * or report stores.
 */
export async function uploadContentImage(
  ctx: AppContext,
  input: { path: string; use: ContentImageUse; actorId: number },
): Promise<UploadedContentImage> {
  const file = await storeImage(ctx, { data: { path: input.path }, kind: input.use, userId: input.actorId, maxBytes: ctx.config.uploads.imageMaxBytes });
  await writeAudit(ctx.db, { actorId: input.actorId, action: 'file.uploadContentImage', subjectType: 'file', subjectId: file.id, after: { kind: input.use, bytes: file.bytes, mime: file.mime } });
  return { fileId: file.id, url: fileUrl(file.id, SIZE[input.use]), width: file.width ?? 0, height: file.height ?? 0 };
}
