import {
  correctInvoice,
  createEntryFeeInvoice,
  downloadAwardSealPng,
  downloadAwardSealSvg,
  getFeeInvoice,
  printAdditionalTrophyFeeInvoice,
  printCertPdf,
  printCreditNote,
  printEntryFeeInvoice,
  printWinnerPackageFeeInvoice,
  type FeeKind,
} from '@laurel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CurrentUser } from '../../core/context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { correctInvoice as correctInvoiceService } from '../../services/documents/correct-invoice.ts';
import { createEntryFeeInvoice as createEntryFeeInvoiceService } from '../../services/documents/create-entry-fee-invoice.ts';
import { downloadAwardSeal, type SealFile } from '../../services/documents/download-award-seal.ts';
import { getFeeInvoice as getFeeInvoiceService } from '../../services/documents/get-fee-invoice.ts';
import type { PdfFile } from '../../services/documents/invoice-pdf.ts';
import { printCertificate } from '../../services/documents/print-certificate.ts';
import { printCreditNote as printCreditNoteService } from '../../services/documents/print-credit-note.ts';
import { printInvoice } from '../../services/documents/print-invoice.ts';

/** Judges read every entry's documents; everyone else only their own (services/documents). */
const reader = (user: CurrentUser) => ({ userId: user.id, isJudge: user.identity === 1 });

/**
 * A PDF answered inline (the web app opens it as a blob, docs/product.md#opening-files), never
 * stored by a shared cache: it names a person and what they paid.
 */
function sendPdf(reply: FastifyReply, file: PdfFile): Buffer {
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  return file.pdf;
}

/**
 * The award's seal saved as a file (docs/product.md#award-marks), never stored by a shared cache:
 * it is the owner's, under the certificate's rule.
 */
function sendSeal(reply: FastifyReply, file: SealFile): Buffer {
  reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  return file.body;
}

/** Invoices, credit notes, the certificate and the award's seal (docs/product.md#pdf-calls). */
export function pdfRoutes(app: FastifyInstance): void {
  const invoiceRoute = (call: typeof printEntryFeeInvoice, feeKind: FeeKind) =>
    defineRoute(app, call, async ({ ctx, query, user, reply, language }) =>
      sendPdf(reply, await printInvoice(ctx, { reader: reader(user), entryId: query.apply_order_id, feeKind, language })),
    );
  invoiceRoute(printEntryFeeInvoice, 'entry');
  invoiceRoute(printWinnerPackageFeeInvoice, 'winnerPackage');
  defineRoute(app, printAdditionalTrophyFeeInvoice, async ({ ctx, query, user, reply, language }) =>
    sendPdf(
      reply,
      await printInvoice(ctx, { reader: reader(user), entryId: query.apply_order_id, feeKind: 'additionalTrophy', trophyOrderId: query.trophyOrderId, language }),
    ),
  );
  defineRoute(app, printCreditNote, async ({ ctx, query, user, reply, language }) =>
    sendPdf(reply, await printCreditNoteService(ctx, { reader: reader(user), entryId: query.apply_order_id, number: query.number, language })),
  );
  defineRoute(app, printCertPdf, async ({ ctx, query, user, reply, language }) =>
    sendPdf(reply, await printCertificate(ctx, { userId: user.id, entryId: query.apply_order_id, language })),
  );
  const sealRoute = (call: typeof downloadAwardSealSvg | typeof downloadAwardSealPng, format: 'svg' | 'png') =>
    defineRoute(app, call, async ({ ctx, query, user, reply, language }) =>
      sendSeal(reply, await downloadAwardSeal(ctx, { userId: user.id, entryId: query.apply_order_id, language, format })),
    );
  sealRoute(downloadAwardSealSvg, 'svg');
  sealRoute(downloadAwardSealPng, 'png');
  defineRoute(app, correctInvoice, ({ ctx, body, user }) =>
    correctInvoiceService(ctx, {
      userId: user.id,
      entryId: body.apply_order_id,
      feeKind: body.feeKind,
      trophyOrderId: body.trophyOrderId,
      buyer: { name: body.billingName, company: body.billingCompany, address: body.billingAddress, country: body.country, taxId: body.taxId, fapiao: body.fapiao },
    }),
  );
  defineRoute(app, getFeeInvoice, ({ ctx, query, user }) =>
    getFeeInvoiceService(ctx, { reader: reader(user), entryId: query.apply_order_id, feeKind: query.feeKind, trophyOrderId: query.trophyOrderId }),
  );
  defineRoute(app, createEntryFeeInvoice, ({ ctx, body, user }) =>
    createEntryFeeInvoiceService(ctx, {
      reader: reader(user),
      entryId: body.apply_order_id,
      buyer: {
        name: body.billingName,
        company: body.billingCompany,
        address: body.billingAddress,
        country: body.country,
        taxId: body.taxId,
        fapiao: body.fapiao,
      },
    }),
  );
}
