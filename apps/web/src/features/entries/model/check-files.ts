import type { UploadLimits } from '@laurel/contract';

/** What the server takes (checked there by content; here by type, to refuse early). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const PDF_ACCEPT = '.pdf,application/pdf';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp)$/i;

export type Refusal =
  | { reason: 'type'; name: string }
  | { reason: 'size'; name: string; maxBytes: number }
  | { reason: 'count'; name: string; max: number };

const isImage = (file: File) =>
  file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_EXTENSION.test(file.name);
const isPdf = (file: File) => (file.type ? file.type === 'application/pdf' : /\.pdf$/i.test(file.name));

/**
 * Splits chosen files into the ones to upload and the ones refused early, with the server's own
 * limits (`uploadLimits`). The server still checks every byte; its 422 is what counts.
 */
export function checkFiles(
  files: File[],
  kind: 'image' | 'pdf',
  limits: UploadLimits | undefined,
  present: number,
): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  const maxCount = kind === 'image' ? (limits?.imagesPerEntryMax ?? Infinity) : 1;
  const maxBytes = kind === 'image' ? limits?.imageMaxBytes : limits?.pdfMaxBytes;
  for (const file of files) {
    if (!(kind === 'image' ? isImage(file) : isPdf(file))) refused.push({ reason: 'type', name: file.name });
    else if (maxBytes !== undefined && file.size > maxBytes) refused.push({ reason: 'size', name: file.name, maxBytes });
    else if (kind === 'image' && present + accepted.length >= maxCount) {
      refused.push({ reason: 'count', name: file.name, max: maxCount });
    } else accepted.push(file);
  }
  return { accepted, refused };
}

/** 20971520 → "20 MB". */
export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
