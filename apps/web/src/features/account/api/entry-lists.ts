import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/**
 * The four lists of the account page (docs/product.md#apply-calls): this season's and earlier
 * ones'.
 */
export const ENTRY_LISTS = {
  current: calls.apply.listEntries,
  history: calls.apply.listHistoryEntries,
  awards: calls.apply.listAwards,
  historyAwards: calls.apply.listHistoryAwards,
} as const;
export type EntryListKind = keyof typeof ENTRY_LISTS;

export const ACCOUNT_PAGE_SIZE = 10;

/** One page of one list; the previous page stays on screen while the next one loads. */
export function useEntryList(kind: EntryListKind, page: number) {
  return useQuery({
    queryKey: ['apply', 'list', kind, page],
    queryFn: ({ signal }) =>
      request(ENTRY_LISTS[kind], { query: { page, pageSize: ACCOUNT_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
