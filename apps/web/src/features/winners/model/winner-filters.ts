import type { WinnerListRequest } from '@laurel/contract';

/** Winners per page: divisible by 2, 3 and 4, so every row of the grid is full. */
export const WINNERS_PAGE_SIZE = 24;

export interface WinnerFilters {
  year: number | null;
  categoryId: number | null;
  awardLevelId: number | null;
  keyword: string;
  page: number;
}

const FILTER_PARAMS = ['year', 'categoryId', 'awardLevelId', 'keyword', 'page'] as const;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

/**
 * The filters live in the URL (`/winner?year=2026&categoryId=3&awardLevelId=1&keyword=chair&page=2`)
 * so a filtered view can be shared and the back button undoes a filter. Unreadable values are
 * ignored rather than sent.
 */
export function readFilters(params: URLSearchParams): WinnerFilters {
  return {
    year: positiveInt(params.get('year')),
    categoryId: positiveInt(params.get('categoryId')),
    awardLevelId: positiveInt(params.get('awardLevelId')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL for `filters`, keeping unrelated parameters; defaults are left out. */
export function writeFilters(params: URLSearchParams, filters: WinnerFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  if (filters.year) next.set('year', String(filters.year));
  if (filters.categoryId) next.set('categoryId', String(filters.categoryId));
  if (filters.awardLevelId) next.set('awardLevelId', String(filters.awardLevelId));
  if (filters.keyword) next.set('keyword', filters.keyword);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

export function toQuery(filters: WinnerFilters): WinnerListRequest {
  return {
    page: filters.page,
    pageSize: WINNERS_PAGE_SIZE,
    ...(filters.year ? { year: filters.year } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.awardLevelId ? { awardLevelId: filters.awardLevelId } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

export const hasFilters = (f: WinnerFilters): boolean =>
  Boolean(f.year || f.categoryId || f.awardLevelId || f.keyword);

/** How many filters are set: the phone's "Filters (n)" button says so. */
export const countFilters = (f: WinnerFilters): number =>
  [f.year, f.categoryId, f.awardLevelId, f.keyword].filter(Boolean).length;

/**
 * The gallery's address with `patch` applied and the first page: what a filter chip links to, so
 * a chip works as a plain link before the app runs (apps/web/src/app/README.md#server-rendering).
 */
export function filterHref(params: URLSearchParams, filters: WinnerFilters, patch: Partial<WinnerFilters>): string {
  const query = writeFilters(params, { ...filters, ...patch, page: 1 }).toString();
  return query ? `/winner?${query}` : '/winner';
}

export const NO_FILTERS: Omit<WinnerFilters, 'page'> = { year: null, categoryId: null, awardLevelId: null, keyword: '' };
