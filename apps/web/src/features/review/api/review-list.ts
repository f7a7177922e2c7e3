import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE_MAX,
  type PageResult,
  type Review,
  type ReviewLevel,
  type SecondLevelAwardItem,
  subJudgeCallMeta,
  type SubJuryAwardItem,
} from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { reviewKeys } from './review-keys.ts';

/** A worklist row of either level; the second level's also carries the first level's results. */
export type ReviewItem = SubJuryAwardItem | SecondLevelAwardItem;

export const QUEUE_PAGE_SIZE = 20;

/** The queue filter of the pages: still to do, done (reviewed), or everything. */
export type QueueFilter = 'todo' | 'done' | 'all';
const REVIEWED: Record<QueueFilter, boolean | undefined> = {
  todo: false,
  done: true,
  all: undefined,
};

/** `shownInline`: the caller shows a failure itself (a retry), so it is not toasted as well. */
function fetchPage(
  level: ReviewLevel,
  query: { page: number; pageSize: number; reviewed?: boolean },
  signal?: AbortSignal,
  shownInline?: 'all',
): Promise<PageResult<ReviewItem>> {
  // A query flag travels as text ('true' / 'false'), as the contract's QueryFlag reads it.
  const { reviewed, ...rest } = query;
  const sent = reviewed === undefined ? rest : { ...rest, reviewed: String(reviewed) };
  const options = shownInline ? { signal, shownInline } : { signal };
  return level === 'first'
    ? request(subJudgeCallMeta.listSubjudgesSubJuryAwards, { query: sent }, options)
    : request(subJudgeCallMeta.listSecondLevelAwards, { query: sent }, options);
}

/**
 * The reviewer's worklist, paged: `GET /subjudges/subJuryAwardList` (sub-judges) or
 * `/subjudges/secondLevelJudgeAwardList` (second-level judges). The previous page stays shown
 * while the next loads, so the queue never blinks empty. A failure is the page's retry, not a toast.
 */
export function useReviewList(level: ReviewLevel, page: number, filter: QueueFilter) {
  const reviewed = REVIEWED[filter];
  return useQuery({
    queryKey: reviewKeys.list(level, { page, reviewed }),
    queryFn: ({ signal }) =>
      fetchPage(
        level,
        { page, pageSize: QUEUE_PAGE_SIZE, ...(reviewed === undefined ? {} : { reviewed }) },
        signal,
        'all',
      ),
    placeholderData: (previous) => previous,
  });
}

/** "n of N done": the totals of the reviewed list and of the whole list (one row each). */
export function useReviewProgress(level: ReviewLevel) {
  return useQuery({
    queryKey: reviewKeys.progress(level),
    queryFn: async ({ signal }) => {
      const [done, all] = await Promise.all([
        fetchPage(level, { page: 1, pageSize: 1, reviewed: true }, signal),
        fetchPage(level, { page: 1, pageSize: 1 }, signal),
      ]);
      return { done: done.total, total: all.total };
    },
  });
}

/** Where an entry sits: the row, and the queue page holding it under the filter asked for. */
export interface EntryPlace {
  item: ReviewItem;
  /** The page of `QUEUE_PAGE_SIZE` rows that holds it in the filtered list; null when it is not in it. */
  page: number | null;
}

/** Reads a list, largest pages first, until the entry turns up; its index in that list, or null. */
async function findIn(
  level: ReviewLevel,
  id: number,
  reviewed: boolean | undefined,
  signal: AbortSignal,
): Promise<{ item: ReviewItem; index: number } | null> {
  for (let page = 1; ; page += 1) {
    const query = { page, pageSize: PAGE_SIZE_MAX, ...(reviewed === undefined ? {} : { reviewed }) };
    const result = await fetchPage(level, query, signal, 'all');
    const at = result.list.findIndex((item) => item.id === id);
    if (at >= 0) return { item: result.list[at]!, index: (page - 1) * PAGE_SIZE_MAX + at };
    if (page * PAGE_SIZE_MAX >= result.total || result.list.length === 0) return null;
  }
}

/**
 * One entry of the worklist by id, and the queue page that holds it. Reviewers have no
 * single-entry call (their lists are what they may see, docs/product.md#sub-judge-calls), so this
 * reads the filtered list until the entry turns up, then, if it is not there (a submitted entry
 * under "to do"), the whole list; null when it is not (or no longer) the caller's.
 */
export function useReviewEntry(
  level: ReviewLevel,
  id: number | null,
  enabled: boolean,
  filter: QueueFilter = 'all',
) {
  const reviewed = REVIEWED[filter];
  return useQuery({
    queryKey: reviewKeys.entry(level, id ?? 0, filter),
    enabled: enabled && id !== null,
    queryFn: async ({ signal }): Promise<EntryPlace | null> => {
      if (id === null) return null;
      const inFilter = await findIn(level, id, reviewed, signal);
      if (inFilter) return { item: inFilter.item, page: Math.floor(inFilter.index / QUEUE_PAGE_SIZE) + 1 };
      const anywhere = reviewed === undefined ? null : await findIn(level, id, undefined, signal);
      return anywhere ? { item: anywhere.item, page: null } : null;
    },
  });
}

/**
 * Puts a saved review into every cached copy of its entry, so going back to it shows what was
 * saved without reloading the lists after each autosave.
 */
export function reviewSaved(queryClient: QueryClient, level: ReviewLevel, review: Review): void {
  const patch = <T extends ReviewItem>(item: T): T =>
    item.id === review.applyOrderId ? { ...item, myReview: review } : item;
  queryClient.setQueriesData<PageResult<ReviewItem>>(
    { queryKey: reviewKeys.lists(level) },
    (data) => (data ? { ...data, list: data.list.map(patch) } : data),
  );
  queryClient.setQueriesData<EntryPlace | null>(
    { queryKey: reviewKeys.entry(level, review.applyOrderId) },
    (place) => (place ? { ...place, item: patch(place.item) } : place),
  );
}

/** A submit or a declared conflict changes which lists hold the entry: reload the level. */
export const reviewListsChanged = (queryClient: QueryClient, level: ReviewLevel) =>
  queryClient.invalidateQueries({ queryKey: reviewKeys.level(level) });
