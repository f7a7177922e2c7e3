import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@laurel/contract';
import '../../../i18n/admin-payments.ts';

const COLOURS: Record<PaymentStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  expired: 'default',
  cancelled: 'default',
  refunded: 'purple',
};

/** An order's state as a tag: its word, never its colour alone. */
export function OrderStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-payments');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
