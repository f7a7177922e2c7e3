import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminEntryRow, FeeStatus } from '@laurel/contract';
import '../../../i18n/admin-entries.ts';

const COLOR: Record<FeeStatus, string | undefined> = { unpaid: undefined, pending: 'gold', paid: 'green', waived: 'blue', refunded: 'purple' };

/** An entry's three fees, each named, so a colour never carries the meaning alone. */
export function EntryFeeTags({ entry }: { entry: AdminEntryRow }) {
  const { t } = useTranslation('admin-entries');
  const fees = [
    ['entry', entry.entryFeeStatus],
    ['winnerPackage', entry.winnerPackageFeeStatus],
    ['additionalTrophy', entry.additionalTrophyFeeStatus],
  ] as const;
  return (
    <span className="entries-fees">
      {fees.map(([kind, status]) =>
        // An unpaid winner package or trophy of an entry that won nothing says nothing.
        kind !== 'entry' && status === 'unpaid' ? null : (
          <Tag key={kind} color={COLOR[status]}>
            {t(`feeKind.${kind}`)}: {t(`feeStatus.${status}`)}
          </Tag>
        ),
      )}
    </span>
  );
}
