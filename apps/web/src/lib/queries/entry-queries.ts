import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { applyCallMeta, type EntryDetail } from '@laurel/contract';
import { request } from '../request/index.ts';

/**
 * The caller's entries: the one module that names their query keys. The account page lists them
 * and the entry pages (`/steps`, `/preview`, `/awards/steps`) show and change one; they are two
 * features, which never import each other, so both read the keys and query options from here and
 * every change goes through `entryChanged`.
 */

/** The four lists of the account page (`/apply/*List`): this season's and earlier ones'. */
export const ENTRY_LISTS = {
  current: applyCallMeta.listEntries,
  history: applyCallMeta.listHistoryEntries,
  awards: applyCallMeta.listAwards,
  historyAwards: applyCallMeta.listHistoryAwards,
} as const;
export type EntryListKind = keyof typeof ENTRY_LISTS;
export const ENTRY_LIST_PAGE_SIZE = 10;

export const entryKeys = {
  all: ['entries'] as const,
  lists: () => [...entryKeys.all, 'list'] as const,
  list: (kind: EntryListKind, page: number) => [...entryKeys.lists(), kind, page] as const,
  detail: (id: number) => [...entryKeys.all, 'detail', id] as const,
};

/**
 * One page of one list; the previous page stays on screen while the next one loads. The lists and
 * the entry are read by pages that say so themselves when they fail (a retry state), so their
 * failures are not toasted as well (`shownInline`, docs/product.md#errors).
 */
export const entryListQuery = (kind: EntryListKind, page: number) =>
  queryOptions({
    queryKey: entryKeys.list(kind, page),
    queryFn: ({ signal }) =>
      request(ENTRY_LISTS[kind], { query: { page, pageSize: ENTRY_LIST_PAGE_SIZE } }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `GET /apply/info`: one entry in full. Always fresh: another device may have saved it. */
export const entryQuery = (id: number) =>
  queryOptions({
    queryKey: entryKeys.detail(id),
    queryFn: ({ signal }) =>
      request(applyCallMeta.getEntryInfo, { query: { apply_order_id: id } }, { signal, shownInline: 'all' }),
    staleTime: 0,
  });

/**
 * After a call that answers with the changed entry (save, submit, images, winner info): the entry
 * pages show the answer at once, and the lists, which show its title, cover and status, reload.
 */
export function entryChanged(queryClient: QueryClient, entry: EntryDetail): void {
  queryClient.setQueryData(entryKeys.detail(entry.id), entry);
  void queryClient.invalidateQueries({ queryKey: entryKeys.lists() });
}
