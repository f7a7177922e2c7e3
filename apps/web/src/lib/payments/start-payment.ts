import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCallMeta, type PaymentProvider } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../request/index.ts';
import type { FeeTarget } from './fee-target.ts';
import { rememberOrder } from './order-status.ts';

export interface StartPayment {
  entryId: number;
  target: FeeTarget;
  provider: PaymentProvider;
}

async function send(input: StartPayment) {
  try {
    return await open(input);
  } catch (error) {
    // A lost session or a refusal is handled as everywhere (docs/product.md#errors).
    if (isApiError(error) && (error.code === 401 || error.code === 403)) handleApiError(error);
    throw error;
  }
}

function open({ entryId, target, provider }: StartPayment) {
  const body = { apply_order_id: entryId, provider };
  // The pay step words every refusal itself (pay-error.ts), so the common toast stays out.
  const options = { skipErrorHandler: true };
  switch (target.kind) {
    case 'entry':
      return request(applyCallMeta.payEntryFee, { body }, options);
    case 'winnerPackage':
      return request(applyCallMeta.payWinnerPackageFee, { body }, options);
    case 'additionalTrophy':
      return request(
        applyCallMeta.payAdditionalTrophyFee,
        { body: { ...body, trophyOrderId: target.trophyOrder.id } },
        options,
      );
  }
}

/**
 * POST /apply/{entryFee|winnerPackageFee|additionalTrophyFee}Payment: opens the order to pay at
 * the chosen provider, or answers the one already pending there (apps/server/src/services/payments/README.md#payments).
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => rememberOrder(queryClient, order),
  });
}
