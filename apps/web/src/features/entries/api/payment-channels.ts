import { useQuery } from '@tanstack/react-query';
import { callMeta, type FeeKind } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

const CHANNEL_CALLS = {
  entry: callMeta.apply.getEntryFeePaymentChannels,
  winnerPackage: callMeta.apply.getWinnerPackageFeePaymentChannels,
  additionalTrophy: callMeta.apply.getAdditionalTrophyFeePaymentChannels,
} as const;

/** GET /apply/get…PaymentChannel: the enabled ways to pay one kind of fee, in the server's order. */
export function usePaymentChannels(kind: FeeKind) {
  return useQuery({
    queryKey: ['payments', 'channels', kind],
    queryFn: ({ signal }) => request(CHANNEL_CALLS[kind], {}, { signal }),
    staleTime: 60_000,
  });
}
