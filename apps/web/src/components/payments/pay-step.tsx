import type { ReactNode, Ref } from 'react';
import { Alert, Button, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EntryDetail } from '@laurel/contract';
import { isFinal } from '../../lib/payments/order-status.ts';
import type { FeeTarget } from '../../lib/payments/fee-target.ts';
import { usePayStep } from '../../lib/payments/use-pay-step.ts';
import { FeeSummary } from './fee-summary.tsx';
import { OrderOutcome } from './order-outcome.tsx';
import { PayChannels } from './pay-channels.tsx';
import { QrPanel } from './qr-panel.tsx';
import './payments.css';
import '../../i18n/payments.ts';

interface PayStepProps {
  entry: EntryDetail;
  target: FeeTarget;
  /** The section's id, for `#pay` links (lib/fee-pages.ts). */
  id?: string;
  /** The section's heading, for a page that moves the focus there. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Paying one fee of an entry (docs/product.md#payment-flow): what it is for and how much, the
 * enabled channels, then the payment. A `redirect` channel sends the browser to the provider's
 * checkout, which comes back to /pay-result; a `qr` channel shows its code here and follows the
 * order until it is final (lib/payments/order-status.ts), then says how it ended.
 */
export function PayStep({ entry, target, id = 'pay', headingRef }: PayStepProps) {
  const { t } = useTranslation('payments');
  const headingId = `${id}-heading`;
  const channelsLabel = `${id}-channels`;
  const pay = usePayStep(entry, target);
  const { status, payable, quote, channels, start, provider, setProvider, started, leaving } = pay;
  const { error, setError, order, amountCents, reset, onPay } = pay;

  const shell = (body: ReactNode) => (
    <section className="pay-step" id={id} aria-labelledby={headingId}>
      <h2 className="pay-step__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {t(`step.heading.${target.kind}`)}
      </h2>
      {body}
    </section>
  );

  const current = order.data;
  if (started && current) {
    if (!isFinal(current) && started.channel.flow === 'qr') {
      return shell(
        <QrPanel
          order={current}
          channelName={started.channel.name}
          checkFailed={order.isError}
          onOther={reset}
        />,
      );
    }
    return shell(
      <OrderOutcome
        order={current}
        entry={entry}
        headingLevel={3}
        focus
        retry={
          <Button type="primary" onClick={reset}>
            {t('outcome.tryAgain')}
          </Button>
        }
      />,
    );
  }

  if (!payable) {
    return shell(<p className="pay-step__settled">{t(`step.settled.${status}`)}</p>);
  }

  if (leaving) {
    return shell(
      <div className="pay-step__leaving" role="status">
        <Spin size="small" /> {t('step.leaving', { channel: leaving })}
      </div>,
    );
  }

  const list = channels.data ?? [];
  // An order of this fee is open (another tab, a payment left half-way, a callback still on its
  // way): say so, and let the payer continue it (the server hands back the same order for the
  // same channel) rather than offer what looks like a second payment.
  const inProgress = status === 'pending';
  return shell(
    <>
      {inProgress ? (
        <Alert
          className="pay-step__in-progress"
          type="info"
          showIcon
          title={t('step.inProgress')}
          description={t('step.inProgressBody')}
        />
      ) : null}
      <FeeSummary
        entry={entry}
        target={target}
        quote={target.kind === 'entry' ? quote : undefined}
      />
      <h3 className="pay-step__subheading" id={channelsLabel}>
        {t('step.channels')}
      </h3>
      {channels.isPending ? (
        <Skeleton
          active
          paragraph={{ rows: 2 }}
          title={false}
          aria-label={t('step.channelsLoading')}
        />
      ) : channels.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('step.channelsFailed')}
          action={<Button onClick={() => void channels.refetch()}>{t('step.retry')}</Button>}
        />
      ) : list.length === 0 ? (
        <Alert type="warning" showIcon title={t('step.noChannels')} />
      ) : (
        <PayChannels
          channels={list}
          value={provider}
          onChange={(value) => {
            setProvider(value);
            setError(null);
          }}
          labelledBy={channelsLabel}
          disabled={start.isPending}
        />
      )}
      {error ? (
        <Alert
          className="pay-step__error"
          type="error"
          showIcon
          title={error === 'chooseFirst' ? t('step.chooseFirst') : t('errors.title')}
          description={error === 'chooseFirst' ? undefined : t(`errors.${error}`)}
        />
      ) : null}
      {list.length > 0 ? (
        <Button
          type="primary"
          size="large"
          className="pay-step__pay"
          loading={start.isPending}
          disabled={amountCents === undefined}
          onClick={() => void onPay()}
        >
          {t(inProgress ? 'step.continuePay' : 'step.pay', {
            amount: amountCents === undefined ? '' : formatMoney(amountCents),
          })}
        </Button>
      ) : null}
    </>,
  );
}
