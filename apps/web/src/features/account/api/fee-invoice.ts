import { useQuery } from '@tanstack/react-query';
import { type FeeKind, pdfCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/** The invoice in force of one fee of one entry. */
export const feeInvoiceKey = (entryId: number, feeKind: FeeKind) =>
  ['invoices', 'inForce', entryId, feeKind] as const;

/**
 * GET /pdf/getFeeInvoice: the invoice in force of one of the entry's paid fees, which the
 * correction form starts from (docs/product.md#invoices). Read each time the form opens: a
 * correction made elsewhere replaces it. A failure is the form's own message, not a toast as well
 * (`shownInline: 'all'`).
 */
export function useFeeInvoice(entryId: number, feeKind: FeeKind) {
  return useQuery({
    queryKey: feeInvoiceKey(entryId, feeKind),
    queryFn: ({ signal }) =>
      request(
        pdfCallMeta.getFeeInvoice,
        { query: { apply_order_id: entryId, feeKind } },
        { signal, shownInline: 'all' },
      ),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
