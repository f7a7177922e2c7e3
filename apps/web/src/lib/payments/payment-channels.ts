import { useQuery } from '@tanstack/react-query';
import { applyCallMeta, type FeeKind } from '@laurel/contract';
import { request } from '../request/index.ts';

const CHANNEL_CALLS = {
  entry: applyCallMeta.getEntryFeePaymentChannels,
  winnerPackage: applyCallMeta.getWinnerPackageFeePaymentChannels,
  additionalTrophy: applyCallMeta.getAdditionalTrophyFeePaymentChannels,
} as const;

/**
 * GET /apply/get…PaymentChannel: the enabled ways to pay one kind of fee, in the server's order.
 * A failure is the pay step's own alert with a retry, not a toast as well.
 */
export function usePaymentChannels(kind: FeeKind) {
  return useQuery({
    queryKey: ['payments', 'channels', kind],
    queryFn: ({ signal }) => request(CHANNEL_CALLS[kind], {}, { signal, shownInline: 'all' }),
    staleTime: 60_000,
  });
}
