import type { ReviewLevel } from '@laurel/contract';

/**
 * Every query key of the reviewers' pages, spelled once (apps/web/src/lib/README.md#query-keys); the
 * season's criteria, which the judge reads too, are `lib/queries/review-criteria.ts`'s. A
 * level's lists, progress and single entries share the `['review', level]` prefix, so a submit
 * or a declared conflict reloads all of them at once.
 */
export const reviewKeys = {
  all: ['review'] as const,
  level: (level: ReviewLevel) => ['review', level] as const,
  lists: (level: ReviewLevel) => ['review', level, 'list'] as const,
  list: (level: ReviewLevel, params: { page: number; reviewed: boolean | undefined }) =>
    ['review', level, 'list', params] as const,
  progress: (level: ReviewLevel) => ['review', level, 'progress'] as const,
  /** Without a filter: every lookup of that entry (the prefix a saved review patches). */
  entry: (level: ReviewLevel, id: number, filter?: string) =>
    filter === undefined
      ? (['review', level, 'entry', id] as const)
      : (['review', level, 'entry', id, filter] as const),
};
