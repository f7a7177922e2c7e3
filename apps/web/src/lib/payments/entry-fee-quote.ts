import { useQuery } from '@tanstack/react-query';
import { applyCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';

/**
 * POST /apply/getEntryFee without a code: what paying the entry fee will charge today, with its
 * breakdown (tier, invitation-code discount). A POST because a code in the request would be
 * attached to the entry (apps/server/src/services/payments/README.md#fees); without one it only reads. Always fresh: the
 * tier changes with the date. A failure is the fee line's own "could not be loaded, retry" (the
 * submit dialog's "could not be worked out"), not a toast as well: no page falls back to a
 * category's price, which would leave out the tier or the code (apps/server/src/services/payments/README.md#fees).
 */
export function useEntryFeeQuote(entryId: number, enabled = true) {
  return useQuery({
    queryKey: ['payments', 'entryFee', entryId],
    queryFn: ({ signal }) =>
      request(applyCallMeta.getEntryFee, { body: { apply_order_id: entryId } }, { signal, shownInline: 'all' }),
    staleTime: 0,
    enabled,
  });
}
