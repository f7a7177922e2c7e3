import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminCallMeta, type DeskOrderDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ConsoleTable } from './console-table.tsx';
import '../../../i18n/admin-payments.ts';

type Order = DeskOrderDetail;

/** A before or after of the audit log, field by field: `field: value` per line. */
function Fields({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value !== 'object') return <>{String(value)}</>;
  return (
    <ul className="audit-fields">
      {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
        <li key={k}>
          <code>{k}</code>: {typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}
        </li>
      ))}
    </ul>
  );
}

/** The order's refunds and documents: what went back, and the invoice and credit notes to print. */
export function PaymentOrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation('admin-payments');
  const formatDate = useFormatDateTime();
  const print = (number?: string) =>
    printDocument(adminCallMeta.printPaymentDocument, { orderNo: order.orderNo, ...(number ? { number } : {}) }).catch(() => toast.error(t('order.fileFailed')));
  const paid = order.status === 'paid' || order.status === 'refunded';
  return (
    <>
      <section className="console-section" aria-labelledby="order-refunds">
        <h2 id="order-refunds">{t('order.refunds')}</h2>
        {order.refunds.length === 0 ? <p className="console-muted">{t('order.noRefunds')}</p> : null}
        {order.refunds.length > 0 ? (
          <ConsoleTable<Order['refunds'][number]>
            label={t('order.refunds')}
            textOnly
            rowKey="refundNo"
            dataSource={order.refunds}
            titleColumns={['refundNo']}
            cardTitle={(r) => r.refundNo}
            columns={[
              { title: t('order.refundNo'), dataIndex: 'refundNo' },
              { title: t('order.amount'), dataIndex: 'amountCents', render: (c: number) => formatUsd(c) },
              { title: t('order.status'), dataIndex: 'status', render: (s: string) => t(`order.refundStatus.${s}`) },
              { title: t('order.reference'), dataIndex: 'providerReference', render: (r: string | null) => r ?? '—' },
              { title: t('order.reason'), dataIndex: 'reason' },
              { title: t('order.by'), dataIndex: 'actorName', render: (n: string | null) => n ?? t('order.system') },
              { title: t('order.when'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
            ]}
          />
        ) : null}
      </section>
      <section className="console-section" aria-labelledby="order-documents">
        <h2 id="order-documents">{t('order.documents')}</h2>
        {order.documents.length === 0 ? <p className="console-muted">{t('order.noDocuments')}</p> : null}
        <ul className="order-documents">
          {order.documents.map((d) => (
            <li key={d.number}>
              <Button type="link" onClick={() => void print(d.kind === 'invoice' ? undefined : d.number)}>
                {t('order.print', { number: d.number })}
              </Button>{' '}
              {t(d.kind === 'invoice' ? 'order.invoice' : 'order.creditNote')} · {formatUsd(d.totalCents)} · {formatDate(d.issuedAt)}
              {d.replaced ? ` (${t('order.replaced')})` : ''}
            </li>
          ))}
        </ul>
        {paid && !order.documents.some((d) => d.kind === 'invoice') ? <Button onClick={() => void print()}>{t('order.printInvoice')}</Button> : null}
      </section>
    </>
  );
}

/** The mails sent about the order and its history, oldest first, each change with before and after. */
export function PaymentOrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation('admin-payments');
  const formatDate = useFormatDateTime();
  return (
    <>
      <section className="console-section" aria-labelledby="order-mails">
        <h2 id="order-mails">{t('order.mails')}</h2>
        {order.mails.length === 0 ? <p className="console-muted">{t('order.noMails')}</p> : null}
        <ul>
          {order.mails.map((m, i) => (
            <li key={i}>
              {formatDate(m.createdAt)} · {m.subject} · {m.toAddress} · {m.status}
            </li>
          ))}
        </ul>
      </section>
      <section className="console-section" aria-labelledby="order-history">
        <h2 id="order-history">{t('order.history')}</h2>
        {order.history.length === 0 ? <p className="console-muted">{t('order.noHistory')}</p> : null}
        {order.history.length > 0 ? (
          <ConsoleTable<Order['history'][number]>
            label={t('order.history')}
            rowKey="id"
            dataSource={order.history}
            titleColumns={['action']}
            cardTitle={(h) => h.action}
            columns={[
              { title: t('order.when'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
              { title: t('order.who'), dataIndex: 'actorName', render: (n: string | null) => n ?? t('order.system') },
              { title: t('order.what'), dataIndex: 'action', render: (a: string) => <code>{a}</code> },
              { title: t('order.before'), dataIndex: 'before', render: (v: unknown) => <Fields value={v} /> },
              { title: t('order.after'), dataIndex: 'after', render: (v: unknown) => <Fields value={v} /> },
            ]}
          />
        ) : null}
      </section>
    </>
  );
}
