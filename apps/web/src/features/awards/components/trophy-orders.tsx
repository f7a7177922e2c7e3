import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, pdfCallMeta, type ShippingAddress, type TrophyOrder } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { FEE_COLOR } from '../../../lib/entry-status.ts';
import { toast } from '../../../lib/feedback.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { isPayable } from '../../../lib/payments/fee-target.ts';
import '../../../i18n/payments.ts';
import '../../../i18n/entries.ts';

interface TrophyOrdersProps {
  orders: TrophyOrder[];
  /** The order whose pay step is open, if any. */
  paying: number | null;
  onPay: (order: TrophyOrder) => void;
}

/** An entry's trophy orders, newest first: what, how much, where to, and paying or the invoice. */
export function TrophyOrders({ orders, paying, onPay }: TrophyOrdersProps) {
  const { t } = useTranslation('payments');
  const { t: te } = useTranslation('entries');
  const formatDate = useFormatDate();
  const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const invoice = (order: TrophyOrder) => {
    printDocument(pdfCallMeta.printAdditionalTrophyFeeInvoice, {
      apply_order_id: order.applyOrderId,
      trophyOrderId: order.id,
    }).catch(() => toast.error(t('outcome.fileFailed')));
  };

  return (
    <ul className="trophy-orders">
      {newest.map((order) => {
        return (
          <li key={order.id} className="trophy-order" data-testid={`trophy-order-${order.id}`}>
            <div className="trophy-order__main">
              <p className="trophy-order__what">
                {t('trophies.quantity', { count: order.quantity })}
                <span className="trophy-order__amount">{formatMoney(order.amountCents)}</span>
              </p>
              <p className="trophy-order__meta">
                {t('trophies.orderedOn', { date: formatDate(order.createdAt) })} ·{' '}
                <ShipTo address={order.address} />
              </p>
            </div>
            <div className="trophy-order__side">
              <Tag color={FEE_COLOR[order.feeStatus]} data-testid="trophy-status">
                {te(`fee.${order.feeStatus}`)}
              </Tag>
              {isPayable(order.feeStatus) && paying !== order.id ? (
                <Button type="primary" onClick={() => onPay(order)}>
                  {t('trophies.pay', { amount: formatMoney(order.amountCents) })}
                </Button>
              ) : null}
              {order.feeStatus === 'paid' ? (
                <Button onClick={() => invoice(order)}>{t('trophies.invoice')}</Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "to Mira Holm, Oslo, Norway": the country in the reader's language. */
function ShipTo({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation('payments');
  const country = useCountryName(address.country);
  const place = [address.city, country].filter(Boolean).join(', ');
  return <>{t('trophies.shipTo', { name: address.recipient, place })}</>;
}
