import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateEntryFeeInvoiceRequest, pdfCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';
import { entryKeys } from './entry-queries.ts';

/**
 * POST /pdf/createEntryFeeInvoice: issues the entry-fee invoice with the billing details given, or
 * answers the one already issued (docs/product.md#invoices). A 422 is the form's to show under its
 * fields; every other failure goes through the error catalogue (docs/product.md#errors). Shared: the
 * account page and the payment pages both offer the invoice.
 */
export function useCreateEntryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEntryFeeInvoiceRequest) =>
      request(pdfCallMeta.createEntryFeeInvoice, { body }, { shownInline: 'fields' }),
    // The entry's `documents` may now offer the invoice.
    onSuccess: (invoice) =>
      queryClient.invalidateQueries({ queryKey: entryKeys.detail(invoice.applyOrderId) }),
  });
}
