import { UploadRequest, formMessages, type UploadKind, type RefusalCode, type RefusalVars } from '@laurel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context.ts';
import { spoolToTemp, UploadTooLargeError, type Spooled } from '../storage/spool.ts';
import { AppError, invalid, refuseField } from '../lib/errors.ts';

export interface ReadUpload extends Spooled {
  kind: UploadKind;
  name: string;
  /** The other form fields asked for (`opts.fields`), as sent; absent ones are missing. */
  fields: Record<string, string>;
}

/**
 * A refusal that leaves part of the body unread: `connection: close` makes Node drop the socket
 * after the answer instead of reading (or keeping alive behind) the rest of a large upload.
 */
const refuseUpload = (field: string, reason: RefusalCode, vars: RefusalVars = {}) => refuseField(field, reason, vars, { connection: 'close' });

const MB = 1024 * 1024;

/**
 * Reads the multipart body of an upload: the `kind` field and exactly one `file` part, streamed
 * to a temporary file within the kind's byte limit (storage/spool.ts). `kind` should come first
 * so the right limit applies while streaming; if it comes after the file, the larger of the two
 * limits applies while streaming and the kind's own limit is checked at the end. Whatever is
 * refused, no temporary file is left behind.
 */
export async function readUpload(
  ctx: AppContext,
  req: FastifyRequest,
  opts: {
    /** Called before the file part is read, with the kind sent so far (it may throw a refusal). */
    beforeFile?: (kind: UploadKind | undefined) => void;
    /** Form fields besides `kind` to read (sent before the file), e.g. what a console image is for. */
    fields?: readonly string[];
  } = {},
): Promise<ReadUpload> {
  if (!req.isMultipart()) throw refuseField('file', 'multipartRequired');
  const { imageMaxBytes, pdfMaxBytes } = ctx.config.uploads;
  const limitOf = (kind: UploadKind | undefined) =>
    kind === 'image' ? imageMaxBytes : kind === 'pdf' ? pdfMaxBytes : Math.max(imageMaxBytes, pdfMaxBytes);
  const tooLarge = (max: number) => refuseUpload('file', 'fileTooLarge', { mb: Math.round(max / MB) });

  const fields: Record<string, string> = {};
  let kindRaw: unknown;
  let kind: UploadKind | undefined;
  let spooled: (Spooled & { name: string }) | undefined;
  try {
    const parts = req.parts({
      // busboy stops one byte past the largest limit; the spool's own count trips first.
      limits: { files: 2, fields: 4, parts: 6, fieldSize: 200, fileSize: Math.max(imageMaxBytes, pdfMaxBytes) + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (opts.fields?.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
        if (part.fieldname !== 'kind') continue;
        kindRaw = part.value;
        const parsed = UploadRequest.safeParse({ kind: kindRaw });
        if (!parsed.success) throw invalid({ kind: [parsed.error.issues[0]?.message ?? formMessages.type()] });
        kind = parsed.data.kind;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw refuseUpload(part.fieldname || 'file', 'unexpectedFile');
      }
      if (spooled) {
        part.file.resume();
        throw refuseUpload('file', 'oneFilePerRequest');
      }
      try {
        opts.beforeFile?.(kind);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const max = limitOf(kind);
      const file = await spoolToTemp(part.file, { dataDir: ctx.config.dataDir, maxBytes: max }).catch((err: unknown) => {
        throw err instanceof UploadTooLargeError ? tooLarge(max) : err;
      });
      spooled = { ...file, name: part.filename };
    }
  } catch (err) {
    await spooled?.remove();
    throw toEnvelope(err);
  }
  if (!spooled) throw invalid({ file: [formMessages.required()] });
  const finalKind = kind ?? UploadRequest.parse({}).kind;
  if (spooled.bytes > limitOf(finalKind)) {
    await spooled.remove();
    throw tooLarge(limitOf(finalKind));
  }
  if (spooled.bytes === 0) {
    await spooled.remove();
    throw invalid({ file: [formMessages.required()] });
  }
  return { ...spooled, kind: finalKind, fields };
}

/** The multipart parser's own refusals, as envelopes on the field they concern. */
function toEnvelope(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return refuseUpload('file', 'oneFilePerRequest');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuseUpload('body', 'tooManyFormFields');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuseUpload('file', 'fileTooLargeAny');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return invalid({ body: [formMessages.type()] }, { connection: 'close' });
  // A body cut short or not really multipart (busboy's own messages); other errors (a full
  // disk) stay server errors.
  if (err instanceof Error && /multipart|malformed|terminated early/i.test(err.message)) {
    return refuseUpload('body', 'uploadMalformed');
  }
  return err;
}
