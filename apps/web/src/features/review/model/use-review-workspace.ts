import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ReviewLevel, ReviewSaved } from '@laurel/contract';
import '../../../i18n/review.ts';
import type { EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useReviewCriteria } from '../../../lib/queries/review-criteria.ts';
import { useReviewShortcuts } from '../../../lib/review/use-review-shortcuts.ts';
import {
  QUEUE_PAGE_SIZE,
  useReviewEntry,
  useReviewList,
  useReviewProgress,
  type ReviewItem,
} from '../api/review-list.ts';
import { formShortcut } from '../components/form-shortcut.ts';
import type { ReviewFormHandle } from '../components/review-form.tsx';
import { nextInList } from './next-in-list.ts';
import { queueSearch, readQueueParams, type QueueParams } from './review-params.ts';

/**
 * The state and handlers of the reviewer's working page (components/review-workspace.tsx): the
 * queue in the URL, the entry on screen, the moves by j and k, and what follows a submit.
 */
export function useReviewWorkspace(level: ReviewLevel) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const where = readQueueParams(params);
  const setup = useReviewCriteria();
  const list = useReviewList(level, where.page, where.filter);
  const progress = useReviewProgress(level);
  const [helpOpen, setHelpOpen] = useState(false);
  const [finished, setFinished] = useState(false);
  const formRef = useRef<ReviewFormHandle>(null);
  const mediaRef = useRef<EntryMediaHandle>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef<number | null>(null);
  const lastShown = useRef<ReviewItem | null>(null);

  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const fallbackId = (where.last ? items[items.length - 1] : items[0])?.id ?? null;
  const currentId = where.id ?? (finished ? null : fallbackId);
  const inList = items.find((item) => item.id === currentId) ?? null;
  const lookup = useReviewEntry(
    level,
    currentId,
    !inList && list.isSuccess && !list.isPlaceholderData,
    where.filter,
  );
  // A submitted entry leaves the to-do list: while it is looked up it stays on screen as it was,
  // so the form is not torn down under the reviewer.
  const current =
    inList ?? lookup.data?.item ?? (lastShown.current?.id === currentId ? lastShown.current : null);
  lastShown.current = current;

  const go = (next: Partial<QueueParams>) => {
    setFinished(false);
    void navigate({ search: queueSearch({ filter: where.filter, page: where.page, ...next }) });
  };
  const open = (id: number) => go({ id, last: false });

  // An entry opened by link (a shared URL, the judge's table, a reload after the list grew) may
  // sit on another page of the queue: the queue moves there, so the list, j and k and "submit and
  // next" go on from where the entry is, not from page 1.
  const placePage = lookup.data?.page ?? null;
  useEffect(() => {
    if (placePage === null || placePage === where.page || where.id === null) return;
    void navigate(
      { search: queueSearch({ id: where.id, filter: where.filter, page: placePage }) },
      { replace: true },
    );
  }, [placePage, where.page, where.id, where.filter, navigate]);

  // The queue shows the page the entry is on only once its rows have loaded: until then j, k and
  // "next" would count from the page it left.
  const settled =
    list.isSuccess &&
    !list.isPlaceholderData &&
    (inList !== null || (!lookup.isFetching && (placePage === null || placePage === where.page)));

  // The URL names the entry on screen, also when the page chose it (its first, or its last after
  // k), so a reload or a copied link comes back to that entry after the list has moved on.
  const fallbackShown = where.id === null && !finished && settled && inList !== null;
  const fallbackShownId = fallbackShown ? inList.id : null;
  useEffect(() => {
    if (fallbackShownId === null) return;
    void navigate(
      { search: queueSearch({ id: fallbackShownId, filter: where.filter, page: where.page }) },
      { replace: true },
    );
  }, [fallbackShownId, where.filter, where.page, navigate]);

  // A move to another entry puts the focus on its title, so a screen reader reads where it is.
  useEffect(() => {
    if (!current) return;
    if (shownId.current !== null && shownId.current !== current.id) titleRef.current?.focus();
    shownId.current = current.id;
  }, [current]);

  const step = (delta: 1 | -1) => {
    if (!settled) return;
    const index = items.findIndex((item) => item.id === currentId);
    const target =
      index < 0 ? (delta > 0 ? items[0] : items[items.length - 1]) : items[index + delta];
    if (target && target.id !== currentId) return open(target.id);
    if (delta > 0 && where.page < pages) return go({ page: where.page + 1, id: null, last: false });
    if (delta < 0 && where.page > 1) return go({ page: where.page - 1, id: null, last: true });
  };

  const onSubmitted = (saved: ReviewSaved, goOn: boolean) => {
    if (!goOn) return;
    // The list the reviewer sees decides what comes next (model/next-in-list.ts).
    const next = nextInList({
      items,
      submittedId: currentId ?? -1,
      filter: where.filter,
      page: where.page,
      pages,
    });
    if ('open' in next) return open(next.open);
    if ('page' in next) return go({ page: next.page, id: null, last: next.last });
    if (saved.nextApplyOrderId !== null) return open(saved.nextApplyOrderId);
    setFinished(true);
    void navigate({ search: queueSearch({ filter: where.filter }) });
  };

  const onConflict = () => {
    toast.success(t('conflict.done'));
    const rest = items.filter((item) => item.id !== currentId);
    const index = items.findIndex((item) => item.id === currentId);
    const neighbour = rest[Math.min(Math.max(index, 0), rest.length - 1)];
    if (neighbour) open(neighbour.id);
    else go({ id: null, page: 1 });
  };

  useReviewShortcuts((action) => {
    if (action.type === 'next' || action.type === 'previous') {
      step(action.type === 'next' ? 1 : -1);
      return true;
    }
    return (
      formShortcut(action, {
        toggleHelp: () => setHelpOpen((o) => !o),
        media: mediaRef.current,
        form: formRef.current,
      }) ?? false
    );
  });

  return {
    where,
    setup,
    list,
    progress,
    helpOpen,
    setHelpOpen,
    formRef,
    mediaRef,
    titleRef,
    items,
    total,
    pages,
    currentId,
    lookup,
    current,
    go,
    step,
    onSubmitted,
    onConflict,
    finished,
  };
}
