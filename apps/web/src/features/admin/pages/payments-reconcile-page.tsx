import { useEffect, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ReconcileView } from '../components/reconcile-view.tsx';
import '../../../i18n/admin-payments.ts';
import '../components/people.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/admin/payments/reconcile?day=YYYY-MM-DD` (today when absent): a day's reconciliation (docs/product.md#payments-desk). */
export default function PaymentsReconcilePage() {
  const { t } = useTranslation('admin-payments');
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY.test(asked) ? asked : new Date().toISOString().slice(0, 10);
  const [typed, setTyped] = useState(day);
  useEffect(() => setTyped(day), [day]);
  return (
    <ConsoleShell title={t('reconcile.title', { day })}>
      <p>
        <Link to="/admin/payments">
          <ArrowLeftOutlined /> {t('order.back')}
        </Link>
      </p>
      <p>{t('reconcile.intro')}</p>
      <form
        className="console-section people-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (DAY.test(typed)) setParams({ day: typed });
        }}
      >
        <label className="people-filters__field">
          <span>{t('reconcile.day')}</span>
          <Input type="date" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <div className="people-filters__buttons">
          <Button type="primary" htmlType="submit">
            {t('reconcile.show')}
          </Button>
        </div>
      </form>
      <ReconcileView key={day} day={day} />
    </ConsoleShell>
  );
}
