import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReconcileDay } from '@laurel/contract';
import { useReconcileDay } from '../api/payments.ts';
import { formatUsd } from '../model/money.ts';
import { ConsoleTable } from './console-table.tsx';
import { QueryState } from './query-state.tsx';
import '../../../i18n/admin-payments.ts';

type ProviderDay = ReconcileDay['providers'][number];
type Disagreement = ProviderDay['disagreements'][number];

function ProviderSection({ p }: { p: ProviderDay }) {
  const { t } = useTranslation('admin-payments');
  const id = `reconcile-${p.provider}`;
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id}>{t(`provider.${p.provider}`)}</h2>
      <dl className="reconcile-sums">
        <dt>{t('reconcile.ledger')}</dt>
        <dd>
          {t('reconcile.paid')}: {p.ledger.paidCount} · {formatUsd(p.ledger.paidCents)} — {t('reconcile.refunds')}: {p.ledger.refundCount} · {formatUsd(p.ledger.refundCents)}
        </dd>
        <dt>{t('reconcile.reported')}</dt>
        <dd>
          {p.reported.answered
            ? `${t('reconcile.asked')}: ${p.reported.asked} — ${t('reconcile.paid')}: ${p.reported.paidCount} · ${formatUsd(p.reported.paidCents)}`
            : t('reconcile.notAsked')}
        </dd>
      </dl>
      {p.disagreements.length === 0 ? (
        p.reported.answered ? <p role="status">{t('reconcile.agree')}</p> : null
      ) : (
        <>
          <p role="status">
            <strong>{t('reconcile.disagree', { count: p.disagreements.length })}</strong>
          </p>
          <ConsoleTable<Disagreement>
            label={t('reconcile.disagree', { count: p.disagreements.length })}
            rowKey="orderNo"
            dataSource={p.disagreements}
            titleColumns={['orderNo']}
            cardTitle={(d) => <Link to={`/admin/payments/order?orderNo=${encodeURIComponent(d.orderNo)}`}>{d.orderNo}</Link>}
            columns={[
              { title: t('reconcile.order'), dataIndex: 'orderNo', render: (o: string) => <Link to={`/admin/payments/order?orderNo=${encodeURIComponent(o)}`}>{o}</Link> },
              { title: t('reconcile.ledgerSays'), dataIndex: 'ledgerStatus', render: (s: string, d) => `${t(`status.${s}`)} · ${formatUsd(d.ledgerCents)}` },
              {
                title: t('reconcile.providerSays'),
                dataIndex: 'providerStatus',
                render: (s: string, d) => `${t(`reconcile.providerStatus.${s}`)}${d.providerCents !== null ? ` · ${formatUsd(d.providerCents)}` : ''}`,
              },
              { title: t('reconcile.problem'), dataIndex: 'problem', render: (p: string) => t(`reconcile.problems.${p}`) },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** `/admin/payments/reconcile?day=`: the ledger against each provider for one day. */
export function ReconcileView({ day }: { day: string }) {
  const { t } = useTranslation('admin-payments');
  const result = useReconcileDay(day);
  return (
    <QueryState query={result}>
      {result.data?.truncated ? <Alert type="warning" showIcon title={t('reconcile.truncated')} style={{ marginBottom: 12 }} /> : null}
      {result.data && result.data.providers.length === 0 ? <p role="status">{t('reconcile.noProviders')}</p> : null}
      {result.data?.providers.map((p) => <ProviderSection key={p.provider} p={p} />)}
    </QueryState>
  );
}
