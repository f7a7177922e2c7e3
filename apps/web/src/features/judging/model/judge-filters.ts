import type { EntryStatus, FeeStatus, JudgeEntryListRequest, ReviewProgress } from '@laurel/contract';
import { KEYWORD_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@laurel/contract';

/*
 * The judge's table filters as they live in the URL of /juryreview
 * (`?categoryId=3&status=in_review&entryFeeStatus=paid&progress=partial&sort=score&page=2`), so a
 * filtered view can be shared and the back button undoes a filter. The value lists are written
 * out here rather than read from the contract's zod enums, which would bring zod into the page's
 * chunk; `judge-filters.test.ts` holds them equal to the contract's.
 */

export const ENTRY_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'awarded',
  'not_awarded',
  'withdrawn',
] as const satisfies readonly EntryStatus[];

export const FEE_STATUSES = ['unpaid', 'pending', 'paid', 'waived', 'refunded'] as const satisfies readonly FeeStatus[];

export const PROGRESSES = ['unassigned', 'none', 'partial', 'complete'] as const satisfies readonly ReviewProgress[];

/** `score` is the first-level average, `normalised` the calibrated one (docs/product.md#calibration). */
export const SORTS = ['newest', 'score', 'normalised', 'title'] as const;
export type JudgeSort = (typeof SORTS)[number];

/** The three fees and the filter (and call) each one's status goes by. */
export const FEE_FILTERS = ['entryFeeStatus', 'winnerPackageFeeStatus', 'additionalTrophyFeeStatus'] as const;
export type FeeFilter = (typeof FEE_FILTERS)[number];

export const PAGE_SIZES = [20, 50, 100] as const;

export interface JudgeFilters {
  categoryId: number | null;
  status: EntryStatus | null;
  entryFeeStatus: FeeStatus | null;
  winnerPackageFeeStatus: FeeStatus | null;
  additionalTrophyFeeStatus: FeeStatus | null;
  progress: ReviewProgress | null;
  awardLevelId: number | null;
  isShow: boolean | null;
  keyword: string;
  sort: JudgeSort;
  page: number;
  pageSize: number;
}

export const NO_FILTERS: JudgeFilters = {
  categoryId: null,
  status: null,
  entryFeeStatus: null,
  winnerPackageFeeStatus: null,
  additionalTrophyFeeStatus: null,
  progress: null,
  awardLevelId: null,
  isShow: null,
  keyword: '',
  sort: 'newest',
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
};

const PARAMS = [
  'categoryId',
  'status',
  ...FEE_FILTERS,
  'progress',
  'awardLevelId',
  'isShow',
  'keyword',
  'sort',
  'page',
  'pageSize',
] as const;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const flag = (value: string | null): boolean | null => (value === '1' ? true : value === '0' ? false : null);

/** Reads the filters from the URL; an unreadable value is ignored rather than sent. */
export function readFilters(params: URLSearchParams): JudgeFilters {
  const size = positiveInt(params.get('pageSize'));
  return {
    categoryId: positiveInt(params.get('categoryId')),
    status: oneOf(ENTRY_STATUSES, params.get('status')),
    entryFeeStatus: oneOf(FEE_STATUSES, params.get('entryFeeStatus')),
    winnerPackageFeeStatus: oneOf(FEE_STATUSES, params.get('winnerPackageFeeStatus')),
    additionalTrophyFeeStatus: oneOf(FEE_STATUSES, params.get('additionalTrophyFeeStatus')),
    progress: oneOf(PROGRESSES, params.get('progress')),
    awardLevelId: positiveInt(params.get('awardLevelId')),
    isShow: flag(params.get('isShow')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && size <= PAGE_SIZE_MAX ? size : PAGE_SIZE_DEFAULT,
  };
}

/** The URL for `filters`, keeping unrelated parameters (the tab); defaults are left out. */
export function writeFilters(params: URLSearchParams, filters: JudgeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PARAMS) next.delete(key);
  for (const key of PARAMS) {
    const value = filters[key];
    if (value === null || value === '' || value === NO_FILTERS[key]) continue;
    next.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return next;
}

/** The filters without paging, as `exportCsv` takes them (the same filters as the table). */
export function toFilterQuery(filters: JudgeFilters): Omit<JudgeEntryListRequest, 'page' | 'pageSize'> {
  const query: Omit<JudgeEntryListRequest, 'page' | 'pageSize'> = { sort: filters.sort };
  if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.status) query.status = filters.status;
  for (const key of FEE_FILTERS) {
    const status = filters[key];
    if (status) query[key] = status;
  }
  if (filters.progress) query.progress = filters.progress;
  if (filters.awardLevelId) query.awardLevelId = filters.awardLevelId;
  if (filters.isShow !== null) query.isShow = filters.isShow ? 'true' : 'false';
  if (filters.keyword) query.keyword = filters.keyword;
  return query;
}

/** `listJudgeEntries`'s query: the filters and the page. */
export function toListQuery(filters: JudgeFilters): JudgeEntryListRequest {
  return { ...toFilterQuery(filters), page: filters.page, pageSize: filters.pageSize };
}

/** How many filters narrow the table (sorting and paging do not count). */
export function activeFilterCount(filters: JudgeFilters): number {
  return PARAMS.filter((key) => !['sort', 'page', 'pageSize'].includes(key)).filter((key) => {
    const value = filters[key];
    return value !== null && value !== '';
  }).length;
}

/** The entry number as entrants, the zips and the table show it: the id, four digits at least. */
export const entryNumber = (id: number): string => String(id).padStart(4, '0');
