import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeskOrderDetail } from '@laurel/contract';
import { usePaymentOrder } from '../api/payments.ts';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ConsoleShell } from './console-shell.tsx';
import { PaymentOrderActions } from './payment-order-actions.tsx';
import { OrderStatusTag } from './payment-labels.tsx';
import { PaymentOrderHistory, PaymentOrderMoney } from './payment-order-records.tsx';
import { QueryState } from './query-state.tsx';
import '../../../i18n/admin-payments.ts';

function Facts({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation('admin-payments');
  const formatDate = useFormatDateTime();
  const when = (d: string | null) => (d ? formatDate(d) : '—');
  return (
    <section className="console-section" aria-labelledby="order-facts">
      <h2 id="order-facts">{t('order.facts')}</h2>
      {order.excess ? <Alert type="warning" showIcon title={t('order.excess')} style={{ marginBottom: 12 }} /> : null}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t('order.status')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('order.provider')}>{t(`provider.${order.provider}`)}</Descriptions.Item>
        <Descriptions.Item label={t('order.reference')}>{order.providerReference ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('order.amount')}>{formatUsd(order.amountCents)}</Descriptions.Item>
        <Descriptions.Item label={t('order.refunded')}>{formatUsd(order.refundedCents)}</Descriptions.Item>
        <Descriptions.Item label={t('order.refundable')}>{formatUsd(order.refundableCents)}</Descriptions.Item>
        <Descriptions.Item label={t('order.fee')}>{t(`feeKind.${order.feeKind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('order.feeStatus')}>{t(`feeStatus.${order.feeStatus}`, { defaultValue: order.feeStatus })}</Descriptions.Item>
        <Descriptions.Item label={t('order.entry')}>
          <Link to={`/admin/entries/one?id=${order.entryId}`}>#{order.entryId}</Link> {order.entryTitle}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.entrant')}>
          <Link to={`/admin/people?id=${order.userId}`}>{order.entrantName}</Link> · {order.entrantEmail}
        </Descriptions.Item>
        <Descriptions.Item label={t('order.created')}>{when(order.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('order.paid')}>{when(order.paidAt)}</Descriptions.Item>
        {order.status === 'pending' ? <Descriptions.Item label={t('order.expires')}>{when(order.expiresAt)}</Descriptions.Item> : null}
        {order.status === 'pending' ? <Descriptions.Item label={t('order.checked')}>{when(order.checkedAt)}</Descriptions.Item> : null}
        {order.note ? <Descriptions.Item label={t('order.note')}>{order.note}</Descriptions.Item> : null}
      </Descriptions>
    </section>
  );
}

/** `/admin/payments/order?orderNo=`: one order, what can be done with it, and what happened to it. */
export function PaymentOrderView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('admin-payments');
  const order = usePaymentOrder(orderNo);
  return (
    <ConsoleShell title={t('order.title', { orderNo })}>
      <p>
        <Link to="/admin/payments">
          <ArrowLeftOutlined /> {t('order.back')}
        </Link>
      </p>
      <QueryState query={order}>
        {order.data ? (
          <>
            <Facts order={order.data} />
            <PaymentOrderActions order={order.data} />
            <PaymentOrderMoney order={order.data} />
            <PaymentOrderHistory order={order.data} />
          </>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}
