import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceDocument } from '../../../src/services/documents/document-types.ts';
import { renderInvoicePdf } from '../../../src/services/documents/render-invoice.ts';
import { pdfPng } from './poppler.ts';
import { creditNoteEn, creditNoteZh, invoiceEn, invoiceTestEn, invoiceZh, winnerPackageEn, winnerPackageZh } from './samples.ts';

/**
 * The invoices and credit notes of docs/screenshots/ (docs/screenshots/README.md#documents), drawn
 * from the samples and converted as pdftoppm does at 72 dpi:
 * `npx tsx apps/server/test/services/documents/render-screenshots.ts [dpi] [folder]`. A larger dpi and
 * another folder give pictures to look at closely without touching the ones kept in git.
 */
const DOCUMENTS: Record<string, InvoiceDocument> = {
  'document-invoice-en': invoiceEn(),
  'document-invoice-zh': invoiceZh(),
  'document-invoice-test-en': invoiceTestEn(),
  'document-invoice-winner-package-en': winnerPackageEn(),
  'document-invoice-winner-package-zh': winnerPackageZh(),
  'document-credit-note-en': creditNoteEn(),
  'document-credit-note-zh': creditNoteZh(),
};

const dpi = Number(process.argv[2] ?? 72);
const folder = resolve(process.argv[3] ?? join(fileURLToPath(new URL('../../../../..', import.meta.url)), 'docs/screenshots'));
for (const [name, document] of Object.entries(DOCUMENTS)) {
  const file = join(folder, `${name}.png`);
  await writeFile(file, await pdfPng(await renderInvoicePdf(document), dpi));
  console.log(file);
}
