import { Modal } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@laurel/contract';
import { useEntryFeeQuote } from '../../../lib/payments/entry-fee-quote.ts';
import '../../../i18n/entries.ts';

interface SubmitDialogProps {
  open: boolean;
  entryId: number;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Submit this entry?": the fee due (the server's quote: tier and invitation code included) and
 * what happens next, before the one irreversible step of the wizard.
 */
export function SubmitDialog({ open, entryId, title, pending, onConfirm, onCancel }: SubmitDialogProps) {
  const { t } = useTranslation('entries');
  const quote = useEntryFeeQuote(entryId, open);
  // Only the server's figure is named: a category's price would leave out the tier or the code.
  const fee = quote.data?.amountCents;
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
        {fee === undefined
          ? t(quote.isError ? 'submit.feeFailed' : 'submit.feeLoading')
          : fee > 0
            ? t('submit.fee', { fee: formatMoney(fee) })
            : t('submit.noFee')}
      </p>
      <p className="submit-dialog__next-title">{t('submit.nextTitle')}</p>
      <ul className="submit-dialog__next">
        <li>{t('submit.nextLocked')}</li>
        <li>{fee === 0 ? t('submit.nextNoPay') : t('submit.nextPay')}</li>
        <li>{t('submit.nextImages')}</li>
      </ul>
    </Modal>
  );
}
