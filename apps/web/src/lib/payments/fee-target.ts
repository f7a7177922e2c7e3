import type { EntryDetail, FeeKind, PaymentChannel, TrophyOrder } from '@laurel/contract';

/**
 * What a pay step pays: one of the entry's three fees (docs/product.md#fees). Trophies are paid per
 * trophy order, since an entry may order more than once.
 */
export type FeeTarget =
  | { kind: 'entry' }
  | { kind: 'winnerPackage' }
  | { kind: 'additionalTrophy'; trophyOrder: TrophyOrder };

/** The fee's own status on the entry (a trophy order carries its own). */
export function feeStatusOf(entry: EntryDetail, target: FeeTarget) {
  switch (target.kind) {
    case 'entry':
      return entry.entryFeeStatus;
    case 'winnerPackage':
      return entry.winnerPackageFeeStatus;
    case 'additionalTrophy':
      return target.trophyOrder.feeStatus;
  }
}

/** Open to payment: nothing received yet, or an order still waiting at its provider. */
export const isPayable = (status: EntryDetail['entryFeeStatus']) =>
  status === 'unpaid' || status === 'pending';

export type ChannelFlow = PaymentChannel['flow'];

/** Each fee has its own list of channels (`get…PaymentChannel`). */
export const channelKind = (target: FeeTarget): FeeKind => target.kind;
