import { useTranslation } from 'react-i18next';
import { formatMoney, type AwardLevel } from '@laurel/contract';

/** What a winner pays per award level: the winner package, and each additional trophy. */
export function AwardFeeTable({ levels }: { levels: AwardLevel[] }) {
  const { t } = useTranslation('site');
  return (
    <table className="fee-table fee-table--award">
      <caption className="sr-only">{t('feeSchedule.awardCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('feeSchedule.level')}</th>
          <th scope="col" className="fee-table__money">
            {t('feeSchedule.winnerPackage')}
          </th>
          <th scope="col" className="fee-table__money">
            {t('feeSchedule.trophy')}
          </th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level.id}>
            <th scope="row">{level.name}</th>
            <td className="fee-table__money">{formatMoney(level.winnerPackageFeeCents)}</td>
            <td className="fee-table__money">{formatMoney(level.trophyFeeCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
