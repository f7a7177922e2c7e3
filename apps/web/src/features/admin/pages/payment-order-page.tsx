import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConsoleShell } from '../components/console-shell.tsx';
import { PaymentOrderView } from '../components/payment-order-view.tsx';
import '../../../i18n/admin-payments.ts';
import '../components/people.css';

/** `/admin/payments/order?orderNo=`: one payment order on the desk (docs/product.md#payments-desk). */
export default function PaymentOrderPage() {
  const { t } = useTranslation('admin-payments');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  // No order named: said in words, not a skeleton waiting for a read that never starts.
  if (!orderNo) {
    return (
      <ConsoleShell title={t('nav.payments')}>
        <p role="status">{t('order.notFound')}</p>
        <Link to="/admin/payments">{t('order.back')}</Link>
      </ConsoleShell>
    );
  }
  return <PaymentOrderView key={orderNo} orderNo={orderNo} />;
}
