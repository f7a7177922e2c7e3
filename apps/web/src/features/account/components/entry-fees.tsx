import { useTranslation } from 'react-i18next';
import { formatMoney } from '@laurel/contract';
import type { FeeLine } from '../model/entry-progress.ts';
import '../../../i18n/auth.ts';

/**
 * The fees that apply to an entry now (docs/product.md#fees), one line each with its amount and
 * where it stands: none for a draft, the winner package only once awarded, extra trophies only
 * once ordered. "Due" is a fee the entrant can pay on the site now; one that can no longer be paid
 * there (review has started) is "Unpaid".
 */
export function EntryFees({ lines, payable }: { lines: FeeLine[]; payable: (line: FeeLine) => boolean }) {
  const { t } = useTranslation('auth');
  if (lines.length === 0) return null;
  return (
    <dl className="entry-fees">
      {lines.map((line) => {
        const word = line.status === 'unpaid' && payable(line) ? 'due' : line.status;
        return (
          <div key={line.kind} className={`entry-fees__line entry-fees__line--${word}`} data-testid={`fee-${line.kind}`}>
            <dt>{t(`account.fees.${line.kind}`)}</dt>
            <dd>
              {line.cents !== null ? `${formatMoney(line.cents)} · ` : ''}
              {t(`account.fees.status.${word}`)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
