import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '@laurel/contract';
import { useFormatDate } from '../../../lib/format-date.ts';
import '../../../i18n/entries.ts';

/** Settled: nothing more is asked of the winner for the package. */
export const packageSettled = (status: EntryDetail['winnerPackageFeeStatus']) => status === 'paid' || status === 'waived';

/**
 * Where the winner stands: winner details confirmed, winner package settled. An overview, not
 * navigation: both sections are on the page below it.
 */
export function AwardProgress({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const formatDate = useFormatDate();
  const confirmedAt = entry.winnerInfo?.confirmedAt ?? null;
  const settled = packageSettled(entry.winnerPackageFeeStatus);
  return (
    <nav aria-label={t('award.progress')}>
      <Steps
        className="award-progress"
        current={confirmedAt ? 1 : 0}
        items={[
          {
            title: t('award.stepDetails'),
            status: confirmedAt ? 'finish' : 'process',
            content: confirmedAt ? t('award.detailsConfirmed', { date: formatDate(confirmedAt) }) : t('award.detailsToDo'),
          },
          {
            title: t('award.stepPackage'),
            status: settled ? 'finish' : confirmedAt ? 'process' : 'wait',
            content: t(`award.packageStatus.${entry.winnerPackageFeeStatus}`),
          },
        ]}
      />
    </nav>
  );
}
