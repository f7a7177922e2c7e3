import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EntryDetail } from '@laurel/contract';
import { FEE_COLOR } from '../../../lib/entry-status.ts';

/** The winner package fee of the entry's award level and where its payment stands. */
export function WinnerPackage({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const status = entry.winnerPackageFeeStatus;
  return (
    <section className="award-section" aria-labelledby="winner-package-heading">
      <h2 id="winner-package-heading" className="award-section__heading">
        {t('award.packageHeading')}
      </h2>
      {entry.winnerPackageFeeCents !== null ? (
        <p className="award-section__lead">
          {t('award.packageFee', { award: entry.award?.name ?? '', fee: formatMoney(entry.winnerPackageFeeCents) })}
        </p>
      ) : null}
      <p className="award-package__status">
        <Tag color={FEE_COLOR[status]} data-testid="package-status">
          {t(`fee.${status}`)}
        </Tag>{' '}
        {t(`award.packageStatus.${status}`)}
      </p>
    </section>
  );
}
