import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESK_TEXT_MAX, DeskRefundRequest, type DeskOrderDetail } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useRefundOrder } from '../api/payments.ts';
import { dollarsToCents, formatUsd } from '../model/money.ts';
import { MoneyInput } from './money-input.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-payments.ts';

interface Values {
  amount: number;
  reason: string;
  transferReference?: string;
}

/** A refund number chosen once per dialog: a double click, or a retry after a lost answer, is the same refund. */
const newRefundNo = () => `D${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/**
 * Part or all of a paid order back (docs/product.md#payments-desk): an amount up to what is left,
 * a reason, and for an order received by hand the reference of the organiser's own transfer
 * back; confirmed before it is sent.
 */
export function RefundDialog({ order, onClose }: { order: DeskOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('admin-payments');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const refund = useRefundOrder();
  const [refundNo] = useState(newRefundNo);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const offline = order.provider === 'offline';
  const left = order.refundableCents;
  const send = (v: Values) =>
    refund.mutate(
      { orderNo: order.orderNo, refundNo, amountCents: dollarsToCents(v.amount), reason: v.reason, ...(offline ? { transferReference: v.transferReference } : {}) },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t('refund.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      footer={
        <Popconfirm
          open={confirming !== null}
          title={confirming ? t('refund.confirm', { amount: formatUsd(dollarsToCents(confirming.amount)) }) : ''}
          onConfirm={() => {
            if (confirming) send(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
          okText={t('refund.submit')}
          okButtonProps={{ danger: true }}
        >
          <Button type="primary" danger loading={refund.isPending} onClick={() => form.submit()}>
            {t('refund.submit')}
          </Button>
        </Popconfirm>
      }
    >
      <p>{t('refund.left', { amount: formatUsd(left) })}</p>
      <Form<Values> form={form} name="refund" layout="vertical" onFinish={setConfirming} disabled={refund.isPending}>
        <Form.Item label={t('refund.amount')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="amount" noStyle rules={[{ required: true, message: t('refund.amount') }]}>
              <MoneyInput min={0.01} max={left / 100} aria-label={t('refund.amount')} />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('amount', Math.floor(left / 2) / 100)}>{t('refund.half')}</Button>
            <Button onClick={() => form.setFieldValue('amount', left / 100)}>{t('refund.all')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="reason" label={t('refund.reason')} rules={rules.field(DeskRefundRequest.shape.reason)}>
          <Input.TextArea maxLength={DESK_TEXT_MAX} rows={2} />
        </Form.Item>
        {offline ? (
          <Form.Item name="transferReference" label={t('refund.transferReference')} extra={t('refund.transferHelp')} rules={[{ required: true, message: t('refund.transferReference') }]}>
            <Input maxLength={DESK_TEXT_MAX} autoComplete="off" />
          </Form.Item>
        ) : null}
      </Form>
      <Refusal error={refund.error} />
    </Modal>
  );
}
