import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntrySummary } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { FEE_COLOR, STATUS_COLOR } from '../../../lib/entry-status.ts';
import '../../../i18n/entries.ts';

/** The entry's status and its three fee statuses as tags (docs/product.md#fees). */
export function EntryTags({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('entries');
  // The winner-package and trophy fees only fall due once an entry is awarded; until then an
  // "unpaid" would read as a debt, so they say "not due" (a waiver or refund still shows).
  const awarded = entry.status === 'awarded';
  const fees = [
    ['entry', entry.entryFeeStatus, true],
    ['winnerPackage', entry.winnerPackageFeeStatus, awarded],
    ['trophy', entry.additionalTrophyFeeStatus, awarded],
  ] as const;
  return (
    <ul className="entry-tags" aria-label={t('status.label')}>
      <li>
        <Tag color={STATUS_COLOR[entry.status]} data-testid="entry-status">
          {t(`status.${entry.status}`)}
        </Tag>
      </li>
      {entry.award ? (
        <li>
          <AwardSeal award={entry.award} />
        </li>
      ) : null}
      {fees.map(([kind, status, due]) => {
        const notDue = !due && status === 'unpaid';
        return (
          <li key={kind}>
            <Tag color={notDue ? 'default' : FEE_COLOR[status]} data-testid={`fee-${kind}`}>
              {t(`feeKind.${kind}`, { status: notDue ? t('fee.notDue') : t(`fee.${status}`) })}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
