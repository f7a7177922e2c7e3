import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { useRecheckPayments } from '../api/payments.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { MarkPaidOfflineDialog } from '../components/mark-paid-offline-dialog.tsx';
import { PaymentsList } from '../components/payments-list.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { usePaymentFilters } from '../model/use-payment-filters.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-payments.ts';
import '../components/people.css';

/**
 * `/admin/payments`: the payments desk (docs/product.md#payments-desk) — every order, filtered in
 * the URL; a transfer received by hand recorded from here; the season's pending orders asked
 * about again; the way to a day's reconciliation.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('admin-payments');
  const { may } = useStaffAccess();
  const navigate = useNavigate();
  const { filters } = usePaymentFilters();
  const { seasonId } = useSeasonChoice();
  const recheck = useRecheckPayments();
  const [recording, setRecording] = useState(false);
  const season = filters.season ?? seasonId;
  const money = may('money');
  return (
    <ConsoleShell
      title={t('list.title')}
      actions={
        <Space wrap>
          {money ? <Link to={`/admin/payments/reconcile?day=${new Date().toISOString().slice(0, 10)}`}>{t('list.reconcile')}</Link> : null}
          {money && season ? (
            <Popconfirm
              title={t('list.recheckSeasonConfirm')}
              onConfirm={() =>
                recheck.mutate(
                  { seasonId: season },
                  { onSuccess: (r) => toast.info(r.changed.length ? t('recheck.changed', { asked: r.asked, changes: r.changed.map((c) => `${c.orderNo} → ${t(`status.${c.after}`)}`).join(', ') }) : t('recheck.none', { asked: r.asked })) },
                )
              }
            >
              <Button loading={recheck.isPending}>{t('list.recheckSeason')}</Button>
            </Popconfirm>
          ) : null}
          {money ? (
            <Button type="primary" onClick={() => setRecording(true)}>
              {t('list.recordOffline')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <PaymentsList />
      {recording ? (
        <MarkPaidOfflineDialog
          onClose={() => setRecording(false)}
          onDone={(order) => void navigate(`/admin/payments/order?orderNo=${encodeURIComponent(order.orderNo)}`)}
        />
      ) : null}
    </ConsoleShell>
  );
}
