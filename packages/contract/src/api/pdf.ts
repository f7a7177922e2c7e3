import { z } from 'zod';
import { ApplyOrderId, CountryCode, Flag, QueryId, oneOf, optionalString, requiredString } from '../fields.ts';
import { defineCall } from './define.ts';
import { FeeKind, Invoice } from './models/payment.ts';
import { ApplyOrderRequest, FileResponse } from './models/requests.ts';

/**
 * Invoices and the certificate (docs/product.md#pdf-calls). The print calls answer the PDF itself
 * (the web app opens it as a blob in a new window, docs/product.md#opening-files), and only for the
 * caller's own entries: an invoice once its fee is paid, the certificate once the entry is
 * awarded and its winner-package fee is paid (docs/product.md#certificates).
 */

const printPdf = (path: string, summary: string) =>
  defineCall({
    method: 'GET',
    path,
    summary,
    tag: 'pdf',
    auth: 'user',
    query: ApplyOrderRequest,
    response: FileResponse,
    file: true,
    fileType: 'application/pdf',
  });

export const printEntryFeeInvoice = printPdf(
  '/pdf/printEntryFeeInvoice',
  'Entry-fee invoice (PDF)',
);
export const printWinnerPackageFeeInvoice = printPdf(
  '/pdf/printWinnerPackageFeeInvoice',
  'Winner-package-fee invoice (PDF)',
);
export const printCertPdf = printPdf(
  '/pdf/printCertPdf',
  'Award certificate with its verification code (PDF)',
);

/** An entry may have several trophy orders; without `trophyOrderId` the latest paid one. */
export const PrintTrophyInvoiceRequest = ApplyOrderRequest.extend({
  trophyOrderId: QueryId.optional(),
});
export type PrintTrophyInvoiceRequest = z.input<typeof PrintTrophyInvoiceRequest>;

export const printAdditionalTrophyFeeInvoice = defineCall({
  method: 'GET',
  path: '/pdf/printAdditionalTrophyFeeInvoice',
  summary: 'Additional-trophy-fee invoice (PDF)',
  tag: 'pdf',
  auth: 'user',
  query: PrintTrophyInvoiceRequest,
  response: FileResponse,
  file: true,
  fileType: 'application/pdf',
});

/**
 * Issues the entry-fee invoice with the billing details the entrant wants on it (omitted: the
 * account's name and company). Issuing again returns the same invoice: numbers are gapless per
 * year (docs/product.md#invoices), so an invoice is never issued twice.
 */
export const CreateEntryFeeInvoiceRequest = z.object({
  apply_order_id: ApplyOrderId,
  billingName: optionalString(200),
  billingCompany: optionalString(200),
  billingAddress: optionalString(500),
  country: CountryCode.optional(),
  /** A VAT number or a Chinese taxpayer id. */
  taxId: optionalString(50),
  /** Whether a formal Chinese tax invoice (fapiao) is requested. */
  fapiao: Flag.optional(),
});
export type CreateEntryFeeInvoiceRequest = z.input<typeof CreateEntryFeeInvoiceRequest>;

export const createEntryFeeInvoice = defineCall({
  method: 'POST',
  path: '/pdf/createEntryFeeInvoice',
  summary: 'Issue the invoice for a paid entry fee',
  tag: 'pdf',
  auth: 'user',
  body: CreateEntryFeeInvoiceRequest,
  response: Invoice,
});

/**
 * New billing details for an invoice already issued (docs/product.md#invoices): the invoice is
 * cancelled by a credit note for its whole amount and a new one is issued with these details.
 * Only the entry's owner; the same details again change nothing.
 */
export const CorrectInvoiceRequest = CreateEntryFeeInvoiceRequest.extend({
  feeKind: oneOf(FeeKind.options),
  /** Which trophy order's invoice, for `additionalTrophy` (else the latest paid one). */
  trophyOrderId: QueryId.optional(),
});
export type CorrectInvoiceRequest = z.input<typeof CorrectInvoiceRequest>;

export const correctInvoice = defineCall({
  method: 'POST',
  path: '/pdf/correctInvoice',
  summary: 'Correct the billing details of an issued invoice (credit note + new invoice)',
  tag: 'pdf',
  auth: 'user',
  body: CorrectInvoiceRequest,
  response: Invoice,
});

/**
 * The invoice in force of one of the caller's paid fees, which a correction starts from
 * (docs/product.md#invoices): issued on first read with the account's details, as a first print
 * is. To the entry's owner or a judge.
 */
export const GetFeeInvoiceRequest = ApplyOrderRequest.extend({
  feeKind: oneOf(FeeKind.options),
  /** Which trophy order's invoice, for `additionalTrophy` (else the latest paid one). */
  trophyOrderId: QueryId.optional(),
});
export type GetFeeInvoiceRequest = z.input<typeof GetFeeInvoiceRequest>;

export const getFeeInvoice = defineCall({
  method: 'GET',
  path: '/pdf/getFeeInvoice',
  summary: 'The invoice in force of a paid fee (issued on first read, as a first print is)',
  tag: 'pdf',
  auth: 'user',
  query: GetFeeInvoiceRequest,
  response: Invoice,
});

/** A credit note, by its number, of one of the caller's entries (docs/product.md#invoices). */
export const PrintCreditNoteRequest = ApplyOrderRequest.extend({ number: requiredString(40) });
export type PrintCreditNoteRequest = z.input<typeof PrintCreditNoteRequest>;

export const printCreditNote = defineCall({
  method: 'GET',
  path: '/pdf/printCreditNote',
  summary: 'A credit note for a refund (PDF)',
  tag: 'pdf',
  auth: 'user',
  query: PrintCreditNoteRequest,
  response: FileResponse,
  file: true,
  fileType: 'application/pdf',
});

export const pdfCalls = {
  printCreditNote,
  printEntryFeeInvoice,
  printWinnerPackageFeeInvoice,
  printCertPdf,
  printAdditionalTrophyFeeInvoice,
  createEntryFeeInvoice,
  correctInvoice,
  getFeeInvoice,
};
