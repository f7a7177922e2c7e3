import { pdfCallMeta } from '@laurel/contract';
import { saveBlob } from './open-file.ts';
import { requestFileWithName } from './request/index.ts';

export type SealFormat = 'svg' | 'png';

/**
 * Saves the award's seal of one of the caller's entries as a file (docs/product.md#award-marks),
 * under the name the server gives it (`award-seal-2026-gold-42.svg`): a winner puts it on their
 * own pages and print, so it is downloaded, not opened. A refusal is shown by the request
 * client's common handling (its message, e.g. the 409 while the winner package is unpaid) and
 * rejects for the caller to stop there.
 */
export async function downloadAwardSeal(entryId: number, format: SealFormat): Promise<void> {
  const call = format === 'svg' ? pdfCallMeta.downloadAwardSealSvg : pdfCallMeta.downloadAwardSealPng;
  const file = await requestFileWithName(call, { query: { apply_order_id: entryId } });
  saveBlob(file.blob, file.filename ?? `award-seal-${entryId}.${format}`);
}
