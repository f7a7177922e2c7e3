import { useSearchParams } from 'react-router';
import { PaymentOrderView } from '../components/payment-order-view.tsx';
import '../components/people.css';

/** `/admin/payments/order?orderNo=`: one payment order on the desk (docs/product.md#payments-desk). */
export default function PaymentOrderPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  return <PaymentOrderView key={orderNo} orderNo={orderNo} />;
}
