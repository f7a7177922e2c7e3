import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useReviewCriteria } from '../../../lib/queries/review-criteria.ts';
import { isNotFound, useJudgeEntryDetail } from '../api/judge-entry-detail.ts';
import { useEntrySubJudges } from '../api/get-sub-judges.ts';
import { useReviewShortcuts } from '../../../lib/review/use-review-shortcuts.ts';
import type { EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import { JudgeEntryView } from './judge-entry-view.tsx';
import { QueueLink } from '../../../components/review/queue-link.tsx';
import { ReviewFrame } from '../../../components/review/review-frame.tsx';
import '../../../components/review/review-page.css';
import '../../../i18n/review.ts';

/** `/juryreviewdetails` for the judge: the entry in full, read-only, with every review. */
export function JudgeDetails({ id }: { id: number }) {
  const { t } = useTranslation('review');
  const setup = useReviewCriteria();
  const detail = useJudgeEntryDetail(id, true);
  const subJudges = useEntrySubJudges(id, detail.isSuccess);
  const mediaRef = useRef<EntryMediaHandle>(null);

  useReviewShortcuts((action) => {
    if (action.type !== 'images') return false;
    mediaRef.current?.openViewer();
    return true;
  });

  const title = t('details.title');
  const back = <QueueLink quiet />;
  if (isNotFound(detail.error)) {
    return (
      <StatusPage
        code="404"
        heading={t('details.notFound')}
        body={t('details.notFoundBody')}
        actions={<QueueLink />}
      />
    );
  }
  if (setup.isError || detail.isError) {
    return (
      <ReviewFrame title={title} back={back}>
        <LoadError
          title={t('load.error')}
          onRetry={() => (setup.isError ? setup.refetch() : detail.refetch())}
        />
      </ReviewFrame>
    );
  }
  if (!setup.data || !detail.data) return <PageSpinner />;
  return (
    <ReviewFrame title={title} back={back}>
      <div className="review-page__grid review-page__grid--details">
        <JudgeEntryView
          detail={detail.data}
          setup={setup.data}
          subJudges={subJudges.data ?? []}
          mediaRef={mediaRef}
        />
      </div>
    </ReviewFrame>
  );
}
