import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { AppContext } from '../../core/context.ts';
import { refuseField } from '../../lib/errors.ts';
import { cleanPdf } from './clean-pdf.ts';
import { PDF_MIME } from './file-kinds.ts';

/** A PDF stored under `storageKey`, not yet recorded in `files`. */
export interface PutPdf {
  storageKey: string;
  mime: string;
  bytes: number;
  /** Of the rewritten bytes stored, as `storage.put` counted them. */
  crc32: number;
  /** When what names its author was taken out (now: every upload is stripped before it is stored). */
  pdfStrippedAt: Date;
}

/** How far from the end the `%%EOF` trailer may sit (writers append line ends, some a few bytes). */
const TAIL_BYTES = 1024;

/**
 * Whether the file on disk is a PDF by content: it starts with `%PDF-1.x`/`%PDF-2.x` and ends
 * with the `%%EOF` trailer marker. The name and the client's type are not trusted; a renamed
 * image or text file fails here. Only the first and last bytes are read, however large the file.
 */
export async function looksLikePdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 16) return false;
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (!/^%PDF-[12]\.\d/.test(head.toString('latin1'))) return false;
    const tailLength = Math.min(TAIL_BYTES, size);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    return tail.toString('latin1').includes('%%EOF');
  } finally {
    await handle.close();
  }
}

/**
 * Checks an uploaded PDF by content and stores it under a new random key; no row yet. What is
 * stored is the PDF rewritten without anything that names its author (clean-pdf.ts): the jury
 * reviews blind (docs/product.md#reviews) and gets this very object, as a download of its own type
 * (plugins/files.ts) and in zips. Pages, fonts and images are kept as sent.
 */
export async function putPdf(ctx: AppContext, source: { path: string }, field = 'file'): Promise<PutPdf> {
  if (!(await looksLikePdf(source.path))) throw refuseField(field, 'notAPdf');
  const clean = await cleanPdf(ctx, source.path, field);
  const storageKey = `originals/${randomUUID()}.pdf`;
  const { bytes, crc32 } = await ctx.storage.put(storageKey, Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength));
  return { storageKey, mime: PDF_MIME, bytes, crc32, pdfStrippedAt: new Date() };
}
