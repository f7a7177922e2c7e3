import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isIdentity, isSecondJury, isSubJury } from '@laurel/contract';
import '../../../i18n/review.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { JudgeDetails } from '../components/judge-details.tsx';
import { QueueLink } from '../components/queue-link.tsx';
import { ReviewFrame } from '../components/review-frame.tsx';
import { ReviewerDetails } from '../components/reviewer-details.tsx';
import { readEntryId } from '../model/review-params.ts';

/**
 * `/juryreviewdetails?apply_order_id=N`: one entry full-screen. The judge sees it in full with
 * every review; a sub-judge or second-level judge sees it blind with their own review form, as
 * on their queue page (docs/product.md#reviews).
 */
export default function JuryReviewDetailsPage() {
  const { t } = useTranslation('review');
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const id = readEntryId(params);

  if (id === null) {
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
  if (isIdentity(user)) return <JudgeDetails id={id} />;
  if (isSubJury(user)) return <ReviewerDetails id={id} level="first" />;
  if (isSecondJury(user)) return <ReviewerDetails id={id} level="second" />;
  return null;
}
