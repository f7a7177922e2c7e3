import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEntryDetail } from '@laurel/contract';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-entries.ts';

/** Each fee's status with the orders behind it (each a link to the payments desk), their refunds and the fee decisions. */
export function EntryFeesSection({ fees }: { fees: AdminEntryDetail['fees'] }) {
  const { t } = useTranslation('admin-entries');
  const formatDate = useFormatDateTime();
  return (
    <section className="console-section" aria-labelledby="entry-fees">
      <h2 id="entry-fees">{t('entry.feesHeading')}</h2>
      {fees.map((fee) => (
        <div key={fee.kind}>
          <h3>
            {t(`feeKind.${fee.kind}`)}: {t(`feeStatus.${fee.status}`)}
          </h3>
          {fee.orders.length ? (
            <ul className="entry-list">
              {fee.orders.map((o) => (
                <li key={o.id}>
                  <Link to={`/admin/payments/order?orderNo=${encodeURIComponent(o.orderNo)}`}>{o.orderNo}</Link> · {o.provider} · {formatUsd(o.amountCents)} · {o.status}
                  {o.refundedCents ? ` · ${t('entry.refunded')} ${formatUsd(o.refundedCents)}` : ''}
                  {o.providerReference ? ` · ${t('entry.reference')} ${o.providerReference}` : ''} · {formatDate(o.paidAt ?? o.createdAt)}
                  {o.excess ? <strong> · {t('entry.excess')}</strong> : null}
                  {o.note ? <div className="console-muted">{t('entry.note')}: {o.note}</div> : null}
                  {o.refunds.length ? (
                    <ul>
                      {o.refunds.map((r) => (
                        <li key={r.refundNo}>{t('entry.refund', { refundNo: r.refundNo, amount: formatUsd(r.amountCents), status: r.status, reason: r.reason, interpolation: { escapeValue: false } })}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="console-muted">{t('entry.noOrders')}</p>
          )}
          {fee.decisions.length ? (
            <ul className="entry-list">
              {fee.decisions.map((d, i) => (
                <li key={i}>
                  {t('entry.decision', { kind: t(`entry.decisionKind.${d.kind}`), who: d.actorName ?? t('entry.system'), reason: d.reason, interpolation: { escapeValue: false } })}
                  {d.reference ? ` (${t('entry.reference')} ${d.reference})` : ''} · {formatDate(d.createdAt)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
