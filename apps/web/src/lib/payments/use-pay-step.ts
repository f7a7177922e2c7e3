import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EntryDetail, PaymentChannel, PaymentProvider } from '@laurel/contract';
import { leaveAppFor } from '../external-navigation.ts';
import { entryKeys } from '../queries/entry-queries.ts';
import { checkoutAddress } from './checkout-address.ts';
import { useEntryFeeQuote } from './entry-fee-quote.ts';
import { feeStatusOf, isPayable, type FeeTarget } from './fee-target.ts';
import { useOrderStatus } from './order-status.ts';
import { payErrorKey, type PayErrorKey } from './pay-error.ts';
import { usePaymentChannels } from './payment-channels.ts';
import { useStartPayment } from './start-payment.ts';

/** An order this step started: its number, and the channel's flow and name for showing it. */
interface Started {
  orderNo: string;
  channel: PaymentChannel;
}

/**
 * The state and handlers of paying one fee (components/payments/pay-step.tsx): the fee's status
 * and amount, the channels and the one chosen, and the payment started, left for or refused.
 */
export function usePayStep(entry: EntryDetail, target: FeeTarget) {
  const status = feeStatusOf(entry, target);
  const payable = isPayable(status);
  const quote = useEntryFeeQuote(entry.id, target.kind === 'entry' && payable);
  const channels = usePaymentChannels(target.kind);
  const start = useStartPayment();
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [error, setError] = useState<PayErrorKey | 'chooseFirst' | null>(null);
  const order = useOrderStatus(started?.orderNo ?? null);

  // One channel needs no choosing.
  const only = channels.data?.length === 1 ? channels.data[0]?.provider : undefined;
  useEffect(() => {
    if (only && provider === null) setProvider(only);
  }, [only, provider]);

  const amountCents =
    target.kind === 'entry'
      ? quote.data?.amountCents
      : target.kind === 'winnerPackage'
        ? (entry.winnerPackageFeeCents ?? undefined)
        : target.trophyOrder.amountCents;

  const reset = () => {
    setStarted(null);
    setLeaving(null);
    setError(null);
  };

  const onPay = async () => {
    const channel = channels.data?.find((c) => c.provider === provider);
    if (!channel) {
      setError('chooseFirst');
      return;
    }
    setError(null);
    try {
      const opened = await start.mutateAsync({
        entryId: entry.id,
        target,
        provider: channel.provider,
      });
      if (channel.flow === 'redirect' && opened.status === 'pending') {
        const address = opened.checkoutUrl ? checkoutAddress(opened.checkoutUrl) : null;
        if (!address) {
          setError('unknown');
          return;
        }
        setLeaving(channel.name);
        leaveAppFor(address);
        return;
      }
      if (channel.flow === 'qr' && opened.status === 'pending' && !opened.qrCodeUrl) {
        setError('unknown');
        return;
      }
      setStarted({ orderNo: opened.orderNo, channel });
    } catch (thrown) {
      const key = payErrorKey(thrown);
      setError(key);
      // "Already paid" and the like: the entry moved on elsewhere, so show where it stands now.
      if (key === 'conflict')
        void queryClient.invalidateQueries({ queryKey: entryKeys.detail(entry.id) });
    }
  };

  return {
    status,
    payable,
    quote,
    channels,
    start,
    provider,
    setProvider,
    started,
    leaving,
    error,
    setError,
    order,
    amountCents,
    reset,
    onPay,
  };
}
