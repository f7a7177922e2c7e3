import { z } from 'zod';
import { oneOf } from '../../fields.ts';
import { defineCall } from '../define.ts';

/**
 * Files for `/steps` are uploaded one per request before the entry references them by id
 * (`imageFileIds`, `pdfFileId`), so each file has its own progress bar and can be retried alone
 * (issue 4). The body is `multipart/form-data` with one part named `file`; the server checks the
 * bytes (JPEG, PNG or WebP for images; a real PDF for `pdf`), never the name or the client's type.
 * Size and count limits come from configuration (`UploadLimits`, below).
 */
export const UploadKind = oneOf(['image', 'pdf'] as const);
export type UploadKind = z.infer<typeof UploadKind>;

/**
 * Uploads one user may have in flight at once; the server answers 429 with `Retry-After` to
 * more (issue 10), so the form sends no more than this many at a time.
 */
export const UPLOADS_IN_FLIGHT_MAX = 2;

/** The form fields beside the `file` part (sent before it, so the server knows what to check). */
export const UploadRequest = z.object({ kind: UploadKind.default('image') });
export type UploadRequest = z.input<typeof UploadRequest>;

/** An uploaded file, owned by the caller and attached to no entry until an entry names it. */
export const UploadedFile = z.object({
  fileId: z.number().int(),
  kind: UploadKind,
  /** Signed, expiring address of the original (only the owner and the jury get one). */
  url: z.string(),
  /** The same at thumbnail size (images), else equal to `url`. */
  thumbUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  /** The name the browser sent, cleaned, for display only. */
  name: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** The limits the server applies, so the form can refuse early with the same numbers. */
export const UploadLimits = z.object({
  imageMaxBytes: z.number().int(),
  imagesPerEntryMax: z.number().int(),
  pdfMaxBytes: z.number().int(),
  /** Images whose long edge is shorter are accepted with a warning (IMAGE_MIN_LONG_EDGE_DEFAULT). */
  imageMinLongEdge: z.number().int(),
});
export type UploadLimits = z.infer<typeof UploadLimits>;

export const uploadFile = defineCall({
  method: 'POST',
  path: '/apply/upload',
  summary: 'Upload one image or PDF for an entry (multipart: field "kind", then part "file")',
  tag: 'apply',
  auth: 'user',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: UploadRequest,
  response: UploadedFile,
});

export const getUploadLimits = defineCall({
  method: 'GET',
  path: '/apply/uploadLimits',
  summary: 'The upload size and count limits in force',
  tag: 'apply',
  auth: 'user',
  response: UploadLimits,
});
