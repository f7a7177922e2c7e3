import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX, type FeeStatus } from '@laurel/contract';
import { FEE_FILTERS, FEE_STATUSES, type FeeFilter } from '../model/judge-filters.ts';
import type { EntryRef } from './entry-actions.ts';
import '../../../i18n/jury.ts';

export interface FeeChange {
  fee: FeeFilter;
  status: FeeStatus;
  note: string;
}

interface FeeStatusDialogProps {
  entries: EntryRef[];
  busy: boolean;
  onSave: (change: FeeChange) => void;
  onClose: () => void;
}

/**
 * Sets one of the three fee statuses by hand — money received outside the site, a waiver, a
 * refund (docs/product.md#fees) — always with the reason, which goes into the audit log.
 */
export function FeeStatusDialog({ entries, busy, onSave, onClose }: FeeStatusDialogProps) {
  const { t } = useTranslation('jury');
  const [form] = Form.useForm<FeeChange>();
  const single = entries.length === 1;
  return (
    <Modal
      open
      title={single ? t('feeDialog.titleOne', { title: entries[0]?.title }) : t('feeDialog.titleMany', { count: entries.length })}
      okText={t('feeDialog.save')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy }}
      forceRender
    >
      <Form<FeeChange>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ fee: 'entryFeeStatus', status: 'paid', note: '' }}
        onFinish={(values) => onSave({ ...values, note: values.note.trim() })}
      >
        <Form.Item name="fee" label={t('feeDialog.fee')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={FEE_FILTERS.map((fee) => ({ value: fee, label: t(`fee.${fee}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('feeDialog.status')} rules={[{ required: true }]}>
          <Select options={FEE_STATUSES.map((s) => ({ value: s, label: t(`feeStatus.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('feeDialog.note')}
          extra={t('feeDialog.noteHelp')}
          rules={[{ required: true, whitespace: true, message: t('feeDialog.noteRequired') }]}
        >
          <Input.TextArea maxLength={NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
