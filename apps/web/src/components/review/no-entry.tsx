import { useTranslation } from 'react-i18next';
import { InlineState } from '../inline-state.tsx';
import { QueueLink } from './queue-link.tsx';
import { ReviewFrame } from './review-frame.tsx';
import '../../i18n/review.ts';

/** `/juryreviewdetails` without an entry in its address: the judge's and a reviewer's alike. */
export function NoEntry() {
  const { t } = useTranslation('review');
  return (
    <ReviewFrame title={t('details.title')} back={<QueueLink quiet />}>
      <InlineState
        title={t('details.noEntry')}
        body={t('details.noEntryBody')}
        action={<QueueLink />}
      />
    </ReviewFrame>
  );
}
