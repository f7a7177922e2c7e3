import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReviewLevel } from '@laurel/contract';
import '../../../i18n/review.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { queueSearch } from '../model/review-params.ts';
import { roundEndsAt } from '../model/round.ts';
import { useReviewWorkspace } from '../model/use-review-workspace.ts';
import { ConflictAction } from './conflict-dialog.tsx';
import { ReviewProgressBar, ReviewQueue } from './review-queue.tsx';
import { ReviewFrame as Frame } from '../../../components/review/review-frame.tsx';
import { ReviewerEntry } from './reviewer-entry.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import '../../../components/review/review-page.css';


/**
 * The reviewer's working page (`/subjuryreview` for sub-judges, `/levelJuryreview` for
 * second-level judges): the queue, the current entry large, the review form beside it, and the
 * keyboard shortcuts of model/shortcuts.ts. Blind throughout: the lists carry nothing that names
 * the entrant (docs/product.md#reviews).
 */
export function ReviewWorkspace({ level, titleKey }: { level: ReviewLevel; titleKey: string }) {
  const { t } = useTranslation('review');
  const { t: tc } = useTranslation('common');
  const formatDate = useFormatDate();
  const page = useReviewWorkspace(level);
  const { where, setup, list, progress, helpOpen, setHelpOpen, formRef, mediaRef, titleRef } = page;
  const { items, total, pages, currentId, lookup, current, go, step, onSubmitted, onConflict, finished } = page;

  if (setup.isError)
    return (
      <Frame title={tc(titleKey)}>
        <LoadError onRetry={setup.refetch} title={t('load.error')} />
      </Frame>
    );
  if (!setup.data || (!list.data && !list.isError)) return <PageSpinner />;

  const index = items.findIndex((item) => item.id === currentId);
  const navigation = (
    <div className="review-entry__nav">
      <Button
        icon={<LeftOutlined />}
        onClick={() => step(-1)}
        disabled={index === 0 && where.page === 1}
        aria-label={t('nav.previous')}
        aria-keyshortcuts="k"
      />
      <Button
        icon={<RightOutlined />}
        onClick={() => step(1)}
        disabled={index === items.length - 1 && where.page >= pages}
        aria-label={t('nav.next')}
        aria-keyshortcuts="j"
      />
    </div>
  );

  let body;
  if (list.isError) {
    body = <LoadError onRetry={list.refetch} title={t('load.error')} />;
  } else if (current) {
    body = (
      <ReviewerEntry
        level={level}
        item={current}
        setup={setup.data}
        navigation={navigation}
        formFooter={
          level === 'first' ? (
            <ConflictAction
              entryId={current.id}
              entryTitle={current.title}
              onDeclared={onConflict}
            />
          ) : null
        }
        onSubmitted={onSubmitted}
        formRef={formRef}
        mediaRef={mediaRef}
        titleRef={titleRef}
      />
    );
  } else if (currentId !== null && lookup.isPending) {
    body = <PageSpinner />;
  } else if (currentId !== null && lookup.isError) {
    body = <LoadError onRetry={lookup.refetch} title={t('load.error')} />;
  } else if (currentId !== null) {
    body = <InlineState title={t('load.notInQueue')} body={t('load.notInQueueBody')} />;
  } else {
    body = (
      <InlineState
        title={
          finished || where.filter === 'todo'
            ? t('queue.finished')
            : t(`queue.empty.${where.filter}`)
        }
        body={progress.data ? t('progress.label', progress.data) : undefined}
      />
    );
  }

  return (
    <Frame
      title={tc(titleKey)}
      tools={
        <>
          {progress.data ? (
            <ReviewProgressBar done={progress.data.done} total={progress.data.total} />
          ) : null}
          <p className="review-page__deadline">
            {t('deadline', { date: formatDate(roundEndsAt(setup.data, level)) })}
          </p>
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} withQueue />
        </>
      }
    >
      <div className={`review-page__grid review-page__grid--${current ? 'entry' : 'empty'}`}>
        <div className="review-page__queue">
          <ReviewQueue
            items={items}
            total={total}
            page={where.page}
            filter={where.filter}
            currentId={currentId}
            hrefOf={(id) => queueSearch({ id, filter: where.filter, page: where.page })}
            onFilter={(filter) => go({ filter, page: 1, id: null, last: false })}
            onPage={(page) => go({ page, id: null, last: false })}
            loading={list.isFetching}
          />
        </div>
        {body}
      </div>
    </Frame>
  );
}
