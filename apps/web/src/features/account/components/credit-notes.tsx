import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type EntrySummary, formatMoney, pdfCallMeta } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { entryQuery } from '../../../lib/queries/entry-queries.ts';
import '../../../i18n/payments.ts';
import '../../../i18n/auth.ts';

/** Money came in for one of the entry's fees: only then can a refund have issued a credit note. */
const moneyReceived = (entry: EntrySummary) =>
  [entry.entryFeeStatus, entry.winnerPackageFeeStatus, entry.additionalTrophyFeeStatus].some(
    (status) => status === 'paid' || status === 'refunded',
  );

/**
 * The credit notes refunds issued for an entry (docs/product.md#invoices), each printable. The
 * lists do not carry them, so the entry itself is read, and only where money was received: a
 * partial refund leaves its fee `paid`, so `refunded` alone would miss it.
 */
export function CreditNotes({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('payments');
  const formatDate = useFormatDate();
  const detail = useQuery({
    ...entryQuery(entry.id),
    enabled: moneyReceived(entry),
    staleTime: 30_000,
  });
  const notes = detail.data?.creditNotes ?? [];
  if (notes.length === 0) return null;

  const print = (number: string) => {
    printDocument(pdfCallMeta.printCreditNote, { apply_order_id: entry.id, number }).catch(() =>
      toast.error(t('account.fileFailed')),
    );
  };

  return (
    <div className="credit-notes">
      <p className="credit-notes__title">{t('account.creditNotes')}</p>
      <ul className="credit-notes__list">
        {notes.map((note) => (
          <li key={note.number}>
            <Button type="link" onClick={() => print(note.number)}>
              {t('account.creditNote', { number: note.number })}
            </Button>
            <span className="credit-notes__meta">
              {tp(`fee.${note.feeKind}`)} · {formatMoney(note.totalCents)} ·{' '}
              {formatDate(note.issuedAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
