import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeskOrderDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { useRecheckPayments, useResendReceipt } from '../api/payments.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import { MarkPaidOfflineDialog } from './mark-paid-offline-dialog.tsx';
import { Refusal } from './query-state.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import '../../../i18n/admin-payments.ts';

/** A fee still to pay: an order that did not take money leaves it open unless another settled it. */
const feeOpen = (o: DeskOrderDetail) => (o.feeStatus === 'unpaid' || o.feeStatus === 'pending') && o.status !== 'paid' && o.status !== 'refunded';

/**
 * What the desk can do with one order, each confirmed first and only offered when it applies and
 * the role holds `money` (the server refuses it anyway): refund, send the receipt again, ask the
 * provider again, or record the fee paid offline when this order never took the money.
 */
export function PaymentOrderActions({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation('admin-payments');
  const { may } = useStaffAccess();
  const resend = useResendReceipt();
  const recheck = useRecheckPayments();
  const [dialog, setDialog] = useState<'refund' | 'offline' | null>(null);
  if (!may('money')) return null;
  const paid = order.status === 'paid' || order.status === 'refunded';
  return (
    <section className="console-section" aria-labelledby="order-actions">
      <h2 id="order-actions">{t('order.actions')}</h2>
      <Space wrap>
        {order.refundableCents > 0 ? (
          <Button danger onClick={() => setDialog('refund')}>
            {t('refund.button')}
          </Button>
        ) : null}
        {paid ? (
          <Popconfirm
            title={t('resend.confirm', { email: order.entrantEmail })}
            onConfirm={() => resend.mutate(order.orderNo, { onSuccess: () => toast.success(t('resend.done')) })}
          >
            <Button loading={resend.isPending}>{t('resend.button')}</Button>
          </Popconfirm>
        ) : null}
        {order.status === 'pending' && order.provider !== 'offline' ? (
          <Popconfirm
            title={t('recheck.confirm')}
            disabled={!order.recheckable}
            onConfirm={() =>
              recheck.mutate(
                { orderNo: order.orderNo },
                { onSuccess: (r) => toast.info(r.changed.length ? t('recheck.changed', { asked: r.asked, changes: r.changed.map((c) => t(`status.${c.after}`)).join(', ') }) : t('recheck.none', { asked: r.asked })) },
              )
            }
          >
            <Button disabled={!order.recheckable} loading={recheck.isPending}>
              {t('recheck.button')}
            </Button>
          </Popconfirm>
        ) : null}
        {feeOpen(order) ? (
          <Button type="primary" onClick={() => setDialog('offline')}>
            {t('offline.button')}
          </Button>
        ) : null}
      </Space>
      {order.status === 'pending' && !order.recheckable ? <p className="console-muted">{t('recheck.tooEarly')}</p> : null}
      <Refusal error={resend.error ?? recheck.error} />
      {dialog === 'refund' ? <RefundDialog order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'offline' ? (
        <MarkPaidOfflineDialog
          fixed={{ entryId: order.entryId, feeKind: order.feeKind, trophyOrderId: order.trophyOrderId, amountCents: order.amountCents }}
          onClose={() => setDialog(null)}
          onDone={(created) => {
            setDialog(null);
            toast.success(t('offline.done', { orderNo: created.orderNo }));
          }}
        />
      ) : null}
    </section>
  );
}
