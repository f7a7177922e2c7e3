import { useSearchParams } from 'react-router';
import { ENTRY_SORTS, EntryFilter, type EntrySort, type ListAdminEntriesQuery } from '@laurel/contract';

/** The filter fields of `EntryFilter` besides the season, as the URL names them. */
export const FILTER_KEYS = ['categoryId', 'status', 'entryFeeStatus', 'winnerPackageFeeStatus', 'additionalTrophyFeeStatus', 'country', 'award', 'flag', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type EntryFilterValues = Partial<Record<FilterKey, string>>;

export const ENTRIES_PAGE_SIZE = 20;

/**
 * The entries table's filter, kept in the URL (`?season=&<EntryFilter field>=&sort=&page=`, the
 * contract of docs/product.md#console-entries) so a view can be linked, saved and reloaded, and
 * the dashboard and other pages can link to it. A value the contract's `EntryFilter` refuses is
 * left out rather than sent, so a hand-edited address still shows a table. A new filter goes
 * back to page 1.
 */
export function useEntryFilters(seasonId: number | null) {
  const [params, setParams] = useSearchParams();
  const values: EntryFilterValues = {};
  for (const key of FILTER_KEYS) {
    const v = params.get(key);
    if (v === null || v === '') continue;
    if (seasonId !== null && EntryFilter.safeParse({ seasonId, [key]: v }).success) values[key] = v;
  }
  const sortText = params.get('sort');
  const sort: EntrySort = ENTRY_SORTS.includes(sortText as EntrySort) ? (sortText as EntrySort) : 'newest';
  const pageNo = Number(params.get('page'));
  const page = Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1;
  // Each value passed EntryFilter above, so the strings are the contract's own.
  const query: ListAdminEntriesQuery | null =
    seasonId === null ? null : ({ seasonId, ...values, sort, page, pageSize: ENTRIES_PAGE_SIZE } as ListAdminEntriesQuery);

  /** Changes filters (undefined or '' removes one); the season and sort stay. */
  const set = (change: EntryFilterValues & { sort?: EntrySort; page?: number }) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === '' || (key === 'sort' && value === 'newest')) next.delete(key);
        else next.set(key, String(value));
      }
      if (change.page === undefined || change.page === 1) next.delete('page');
      return next;
    });
  /** Replaces every filter with a saved view's (its season too, when it names one). */
  const apply = (saved: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams();
      const season = saved.season ?? prev.get('season');
      if (season) next.set('season', season);
      for (const [key, value] of Object.entries(saved)) if (key !== 'season' && key !== 'page') next.set(key, value);
      return next;
    });
  const clear = () =>
    setParams((prev) => {
      const next = new URLSearchParams();
      const season = prev.get('season');
      if (season) next.set('season', season);
      return next;
    });
  /** What a saved view keeps: the season, the filters and the sort (never the page). */
  const saved: Record<string, string> = {
    ...(seasonId !== null ? { season: String(seasonId) } : {}),
    ...(values as Record<string, string>),
    ...(sort !== 'newest' ? { sort } : {}),
  };
  /** The filter as URL query text, for links to bulk actions and exports. */
  const filterQuery = new URLSearchParams(values as Record<string, string>).toString();
  return { values, sort, page, query, set, apply, clear, saved, filterQuery };
}
