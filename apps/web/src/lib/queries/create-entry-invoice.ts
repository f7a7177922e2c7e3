import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMeta, type CreateEntryFeeInvoiceRequest } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../request/index.ts';
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
    mutationFn: async (body: CreateEntryFeeInvoiceRequest) => {
      try {
        return await request(
          callMeta.pdf.createEntryFeeInvoice,
          { body },
          { skipErrorHandler: true },
        );
      } catch (error) {
        if (isApiError(error) && !error.fieldErrors) handleApiError(error);
        throw error;
      }
    },
    // The entry's `documents` may now offer the invoice.
    onSuccess: (invoice) =>
      queryClient.invalidateQueries({ queryKey: entryKeys.detail(invoice.applyOrderId) }),
  });
}
