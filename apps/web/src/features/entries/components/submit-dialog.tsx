import { Modal } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@laurel/contract';
import { useEntryFeeQuote } from '../api/entry-fee-quote.ts';
import '../../../i18n/entries.ts';

interface SubmitDialogProps {
  open: boolean;
  entryId: number;
  title: string;
  /** The category's price today, shown until the server's quote (with any code's discount) is in. */
  categoryFeeCents: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Submit this entry?": the fee due (the server's quote: tier and invitation code included) and
 * what happens next, before the one irreversible step of the wizard.
 */
export function SubmitDialog({ open, entryId, title, categoryFeeCents, pending, onConfirm, onCancel }: SubmitDialogProps) {
  const { t } = useTranslation('entries');
  const quote = useEntryFeeQuote(entryId, open);
  const fee = quote.data?.amountCents ?? categoryFeeCents;
  return (
    <Modal
      open={open}
      title={t('submit.confirmTitle', { title: title.trim() || t('sheet.untitled') })}
      okText={t('submit.confirmOk')}
      cancelText={t('submit.confirmCancel')}
      okButtonProps={{ icon: <SendOutlined />, loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={onConfirm}
      onCancel={pending ? undefined : onCancel}
      closable={!pending}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <p className="submit-dialog__fee" data-testid="submit-fee">
        {quote.isPending ? t('submit.feeLoading') : fee > 0 ? t('submit.fee', { fee: formatMoney(fee) }) : t('submit.noFee')}
      </p>
      <p className="submit-dialog__next-title">{t('submit.nextTitle')}</p>
      <ul className="submit-dialog__next">
        <li>{t('submit.nextLocked')}</li>
        <li>{fee > 0 ? t('submit.nextPay') : t('submit.nextNoPay')}</li>
        <li>{t('submit.nextImages')}</li>
      </ul>
    </Modal>
  );
}
