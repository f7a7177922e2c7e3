import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CorrectInvoiceRequest, pdfCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';
import { entryKeys } from './entry-queries.ts';

/**
 * POST /pdf/correctInvoice: new billing details for an issued invoice; a credit note cancels it
 * and a new invoice is issued (docs/product.md#invoices). The form shows every refusal itself — a
 * 422 under its fields, the 409 of a refunded payment in place — so none is toasted.
 */
export function useCorrectInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectInvoiceRequest) =>
      request(pdfCallMeta.correctInvoice, { body }, { shownInline: 'all' }),
    // The entry's credit notes now list the one that cancelled the old invoice.
    onSuccess: (invoice) =>
      queryClient.invalidateQueries({ queryKey: entryKeys.detail(invoice.applyOrderId) }),
  });
}
