import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESK_TEXT_MAX, FeeKind, MarkPaidOfflineRequest, type DeskOrderDetail } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useMarkPaidOffline } from '../api/payments.ts';
import { dollarsToCents, formatUsd } from '../model/money.ts';
import { MoneyInput } from './money-input.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-payments.ts';

interface Values {
  entryId: number;
  feeKind: FeeKind;
  trophyOrderId?: number;
  amount: number;
  reference: string;
  reason: string;
}

interface Props {
  /** An order's fee, when opened from it: the entry and fee are fixed. */
  fixed?: { entryId: number; feeKind: FeeKind; trophyOrderId: number | null; amountCents: number };
  onClose: () => void;
  onDone: (order: DeskOrderDetail) => void;
}

/**
 * A transfer received outside the site, recorded as a paid order of its own
 * (docs/decisions/024-offline-payments-are-orders.md): the amount received, the transfer's
 * reference and a reason, all required; confirmed before it is sent, since the entrant is mailed.
 */
export function MarkPaidOfflineDialog({ fixed, onClose, onDone }: Props) {
  const { t } = useTranslation('admin-payments');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const mark = useMarkPaidOffline();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const feeKind = Form.useWatch('feeKind', form) ?? fixed?.feeKind;
  const send = (v: Values) =>
    mark.mutate(
      {
        entryId: v.entryId,
        feeKind: v.feeKind,
        ...(v.feeKind === 'additionalTrophy' && v.trophyOrderId ? { trophyOrderId: v.trophyOrderId } : {}),
        amountCents: dollarsToCents(v.amount),
        reference: v.reference,
        reason: v.reason,
      },
      { onSuccess: onDone },
    );
  return (
    <Modal
      open
      title={t('offline.title')}
      onCancel={onClose}
      footer={
        <Space>
          <Popconfirm
            open={confirming !== null}
            title={confirming ? t('offline.confirm', { amount: formatUsd(dollarsToCents(confirming.amount)), entryId: confirming.entryId }) : ''}
            onConfirm={() => {
              if (confirming) send(confirming);
              setConfirming(null);
            }}
            onCancel={() => setConfirming(null)}
            okText={t('offline.submit')}
          >
            <Button type="primary" loading={mark.isPending} onClick={() => form.submit()}>
              {t('offline.submit')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <p>{t('offline.intro')}</p>
      <Form<Values>
        form={form}
        name="mark-paid-offline"
        layout="vertical"
        initialValues={
          fixed
            ? { entryId: fixed.entryId, feeKind: fixed.feeKind, trophyOrderId: fixed.trophyOrderId ?? undefined, amount: fixed.amountCents / 100 }
            : { feeKind: 'entry' }
        }
        onFinish={setConfirming}
        disabled={mark.isPending}
      >
        <Form.Item name="entryId" label={t('offline.entryId')} rules={rules.field(MarkPaidOfflineRequest.shape.entryId)}>
          <InputNumber style={{ width: '100%' }} disabled={!!fixed} />
        </Form.Item>
        <Form.Item name="feeKind" label={t('offline.feeKind')}>
          <Select aria-label={t('offline.feeKind')} disabled={!!fixed} options={FeeKind.options.map((k) => ({ value: k, label: t(`feeKind.${k}`) }))} />
        </Form.Item>
        {feeKind === 'additionalTrophy' ? (
          <Form.Item name="trophyOrderId" label={t('offline.trophyOrderId')} rules={[{ required: true, message: t('offline.trophyOrderId') }]}>
            <InputNumber style={{ width: '100%' }} disabled={!!fixed?.trophyOrderId} />
          </Form.Item>
        ) : null}
        <Form.Item name="amount" label={t('offline.amount')} rules={[{ required: true, message: t('offline.amount') }]}>
          <MoneyInput min={0.01} />
        </Form.Item>
        <Form.Item name="reference" label={t('offline.reference')} rules={rules.field(MarkPaidOfflineRequest.shape.reference)}>
          <Input maxLength={DESK_TEXT_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="reason" label={t('offline.reason')} extra={t('offline.reasonHelp')} rules={rules.field(MarkPaidOfflineRequest.shape.reason)}>
          <Input.TextArea maxLength={DESK_TEXT_MAX} rows={2} />
        </Form.Item>
      </Form>
      <Refusal error={mark.error} />
    </Modal>
  );
}
