import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReviewLevel, ReviewSaved } from '@laurel/contract';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useReviewCriteria } from '../../../lib/queries/review-criteria.ts';
import { useReviewEntry } from '../api/review-list.ts';
import { useReviewShortcuts } from '../../../lib/review/use-review-shortcuts.ts';
import { formShortcut } from './form-shortcut.ts';
import { ConflictAction } from './conflict-dialog.tsx';
import type { EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import { QueueLink } from '../../../components/review/queue-link.tsx';
import type { ReviewFormHandle } from './review-form.tsx';
import { ReviewFrame } from '../../../components/review/review-frame.tsx';
import { ReviewerEntry } from './reviewer-entry.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import '../../../components/review/review-page.css';
import '../../../i18n/review.ts';

/**
 * `/juryreviewdetails` for a sub-judge or second-level judge: the entry full-screen, blind, with
 * their review form (the same parts as the queue page, without the queue).
 */
export function ReviewerDetails({ id, level }: { id: number; level: ReviewLevel }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const setup = useReviewCriteria();
  const entry = useReviewEntry(level, id, true);
  const [helpOpen, setHelpOpen] = useState(false);
  const formRef = useRef<ReviewFormHandle>(null);
  const mediaRef = useRef<EntryMediaHandle>(null);
  const queue = level === 'first' ? '/subjuryreview' : '/levelJuryreview';

  // No queue here: j and k are left to the page.
  useReviewShortcuts(
    (action) => formShortcut(action, { toggleHelp: () => setHelpOpen((o) => !o), media: mediaRef.current, form: formRef.current }) ?? false,
  );

  const onSubmitted = (saved: ReviewSaved, goOn: boolean) => {
    if (goOn)
      void navigate(
        saved.nextApplyOrderId === null
          ? queue
          : `/juryreviewdetails?apply_order_id=${saved.nextApplyOrderId}`,
      );
  };

  const title = t('details.title');
  const back = <QueueLink quiet search={`?apply_order_id=${id}`} />;
  if (setup.isError || entry.isError) {
    return (
      <ReviewFrame title={title} back={back}>
        <LoadError
          title={t('load.error')}
          onRetry={() => (setup.isError ? setup.refetch() : entry.refetch())}
        />
      </ReviewFrame>
    );
  }
  if (!setup.data || entry.isPending) return <PageSpinner />;
  return (
    <ReviewFrame
      title={title}
      back={back}
      tools={<ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} withQueue={false} />}
    >
      {entry.data ? (
        <div className="review-page__grid review-page__grid--details">
          <ReviewerEntry
            level={level}
            item={entry.data.item}
            setup={setup.data}
            formFooter={
              level === 'first' ? (
                <ConflictAction
                  entryId={id}
                  entryTitle={entry.data.item.title}
                  onDeclared={() => {
                    toast.success(t('conflict.done'));
                    void navigate(queue);
                  }}
                />
              ) : null
            }
            onSubmitted={onSubmitted}
            formRef={formRef}
            mediaRef={mediaRef}
          />
        </div>
      ) : (
        <InlineState
          title={t('load.notInQueue')}
          body={t('load.notInQueueBody')}
          action={<QueueLink />}
        />
      )}
    </ReviewFrame>
  );
}
