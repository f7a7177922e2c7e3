import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  RollbackOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type EntryDetail, formatMoney, type PaymentOrder, pdfCallMeta } from '@laurel/contract';
import { ButtonLink } from '../button-link.tsx';
import { leaveAppFor } from '../../lib/external-navigation.ts';
import { EntryInvoiceForm } from '../entry-invoice-form.tsx';
import { toast } from '../../lib/feedback.ts';
import { useFocusOnClose } from '../../lib/use-focus-on-close.ts';
import { useFormatDate } from '../../lib/format-date.ts';
import { printDocument } from '../../lib/print-document.ts';
import { checkoutAddress } from '../../lib/payments/checkout-address.ts';
import '../../i18n/payments.ts';

interface OrderOutcomeProps {
  order: PaymentOrder;
  /** The entry paid for, for its title and which documents it offers now; null while loading. */
  entry: EntryDetail | null;
  /** What "Try again" does after a failed, expired or cancelled payment. */
  retry: ReactNode;
  /** Links back to the fee's own page: on /pay-result, not on that page itself. */
  backLinks?: boolean;
  /** Moves the focus to the heading when shown (a pay step whose QR code was just paid). */
  focus?: boolean;
  /** h2 on its own page, h3 inside a pay step's section. */
  headingLevel?: 2 | 3;
  /** The last check of a pending order failed; the next one is on its way. */
  checkFailed?: boolean;
}

const ICONS = {
  paid: (
    <CheckCircleFilled
      className="order-outcome__icon order-outcome__icon--paid"
      aria-hidden="true"
    />
  ),
  pending: <ClockCircleOutlined className="order-outcome__icon" aria-hidden="true" />,
  failed: (
    <CloseCircleFilled
      className="order-outcome__icon order-outcome__icon--failed"
      aria-hidden="true"
    />
  ),
  refunded: <RollbackOutlined className="order-outcome__icon" aria-hidden="true" />,
};

/**
 * Where one payment order stands (apps/server/src/services/payments/README.md#payments), in words: received, with what was
 * paid and the next step (the invoice, the certificate); waiting for the provider; or not through,
 * with a way to try again. The pay step and /pay-result both end here.
 */
export function OrderOutcome({
  order,
  entry,
  retry,
  backLinks = false,
  focus = false,
  headingLevel = 2,
  checkFailed = false,
}: OrderOutcomeProps) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, order.status]);

  const provider = t(`provider.${order.provider}`);
  const title = entry?.title.trim() || '—';
  const what = entry ? t(`feeFor.${order.feeKind}`, { title }) : t(`fee.${order.feeKind}`);
  const status = order.status;
  const tone =
    status === 'paid'
      ? 'paid'
      : status === 'pending'
        ? 'pending'
        : status === 'refunded'
          ? 'refunded'
          : 'failed';
  const account = <ButtonLink to="/account">{t('outcome.toAccount')}</ButtonLink>;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  let body: ReactNode;
  let actions: ReactNode;
  if (status === 'paid') {
    body = t('outcome.paid.body', {
      what: entry ? t(`feeForInline.${order.feeKind}`, { title }) : t(`fee.${order.feeKind}`),
    });
    actions = <PaidActions order={order} entry={entry} backLinks={backLinks} account={account} />;
  } else if (status === 'pending') {
    body = `${t('outcome.pending.body', { provider })}${checkFailed ? ` ${t('qr.checkFailed')}` : ''}`;
    // Back from a provider's page without paying: its checkout is still open until the order ends.
    const checkout = order.checkoutUrl ? checkoutAddress(order.checkoutUrl) : null;
    actions = (
      <>
        {checkout ? (
          <Button type="primary" onClick={() => leaveAppFor(checkout)}>
            {t('outcome.continue', { provider })}
          </Button>
        ) : null}
        {account}
      </>
    );
  } else if (status === 'refunded') {
    body = t('outcome.refunded.body', { amount: formatMoney(order.refundedCents) });
    actions = account;
  } else {
    body = t(`outcome.${status}.body`);
    actions = (
      <>
        {retry}
        {account}
      </>
    );
  }

  return (
    <div
      className={`order-outcome order-outcome--${tone}`}
      data-testid="order-outcome"
      data-status={status}
    >
      <div className="order-outcome__head">
        {status === 'pending' ? <Spin size="large" /> : ICONS[tone]}
        <div>
          <Heading className="order-outcome__title" ref={heading} tabIndex={-1}>
            {t(`outcome.${status}.title`, { provider })}
          </Heading>
          <p className="order-outcome__body">{body}</p>
        </div>
      </div>
      <dl className="order-outcome__facts">
        <div>
          <dt>{t('outcome.what')}</dt>
          <dd>{what}</dd>
        </div>
        <div>
          <dt>{t('outcome.amount')}</dt>
          <dd>{formatMoney(order.amountCents)}</dd>
        </div>
        <div>
          <dt>{t('outcome.orderNo')}</dt>
          <dd className="pay-order-no">{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('outcome.method')}</dt>
          <dd>{provider}</dd>
        </div>
        {order.paidAt ? (
          <div>
            <dt>{t('outcome.paidAt')}</dt>
            <dd>{formatDate(order.paidAt, true)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="order-outcome__actions">{actions}</div>
    </div>
  );
}

interface PaidActionsProps {
  order: PaymentOrder;
  entry: EntryDetail | null;
  backLinks: boolean;
  account: ReactNode;
}

/** After a payment: the document it earned, as soon as the entry offers it, and the way on. */
function PaidActions({ order, entry, backLinks, account }: PaidActionsProps) {
  const { t } = useTranslation('payments');
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const id = order.applyOrderId;
  const print = (run: () => Promise<void>) => {
    run().catch(() => toast.error(t('outcome.fileFailed')));
  };
  const invoiceFocus = useFocusOnClose(invoiceOpen);
  const closeInvoice = () => {
    invoiceFocus.closing();
    setInvoiceOpen(false);
  };

  if (order.feeKind === 'entry') {
    return (
      <div className="order-outcome__next">
        <p>
          {entry?.documents.entryFeeInvoice ? t('outcome.nextEntry') : t('outcome.nextEntryLater')}
        </p>
        {invoiceOpen ? (
          <EntryInvoiceForm entryId={id} onClose={closeInvoice} />
        ) : (
          <div className="order-outcome__buttons">
            {entry?.documents.entryFeeInvoice ? (
              <Button type="primary" ref={invoiceFocus.opener} onClick={() => setInvoiceOpen(true)}>
                {t('invoice.open')}
              </Button>
            ) : null}
            {account}
          </div>
        )}
      </div>
    );
  }
  if (order.feeKind === 'winnerPackage') {
    return (
      <div className="order-outcome__next">
        <p>
          {entry?.documents.certificate
            ? t('outcome.nextWinnerPackage')
            : t('outcome.nextWinnerPackageLater')}
        </p>
        <div className="order-outcome__buttons">
          {entry?.documents.certificate ? (
            <Button
              type="primary"
              onClick={() =>
                print(() => printDocument(pdfCallMeta.printCertPdf, { apply_order_id: id }))
              }
            >
              {t('outcome.certificate')}
            </Button>
          ) : null}
          {backLinks ? (
            <ButtonLink to={`/awards/steps?apply_order_id=${id}`}>
              {t('outcome.toAward')}
            </ButtonLink>
          ) : null}
          {account}
        </div>
      </div>
    );
  }
  return (
    <div className="order-outcome__next">
      <p>{t('outcome.nextAdditionalTrophy')}</p>
      <div className="order-outcome__buttons">
        {entry?.documents.additionalTrophyFeeInvoice ? (
          <Button
            type="primary"
            onClick={() =>
              print(() =>
                printDocument(pdfCallMeta.printAdditionalTrophyFeeInvoice, { apply_order_id: id }),
              )
            }
          >
            {t('outcome.trophyInvoice')}
          </Button>
        ) : null}
        {backLinks ? (
          <ButtonLink to={`/trophie?apply_order_id=${id}`}>{t('outcome.toTrophies')}</ButtonLink>
        ) : null}
        {account}
      </div>
    </div>
  );
}
