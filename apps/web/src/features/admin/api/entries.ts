import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type ListAdminEntriesQuery, type SavedViewPage, type SaveViewRequest, type SavedView } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The entries pages' query keys, below the console's (admin-keys.ts). */
export const entryKeys = {
  lists: () => [...adminKeys.all, 'entries', 'list'] as const,
  list: (query: ListAdminEntriesQuery) => [...adminKeys.all, 'entries', 'list', query] as const,
  entry: (id: number) => [...adminKeys.all, 'entries', 'one', id] as const,
  views: (page: SavedViewPage) => [...adminKeys.all, 'saved-views', page] as const,
};

/** GET /admin/entries: a page of a season's entries; the previous page stays while the next loads. */
export function useAdminEntries(query: ListAdminEntriesQuery | null) {
  return useQuery({
    queryKey: entryKeys.list(query ?? { seasonId: 0 }),
    queryFn: ({ signal }) => request(adminCallMeta.listAdminEntries, { query: query! }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}

/** GET /admin/entries/get: one entry's page. */
export function useAdminEntry(id: number) {
  return useQuery({
    queryKey: entryKeys.entry(id),
    queryFn: ({ signal }) => request(adminCallMeta.getAdminEntry, { query: { id } }, { signal, shownInline: 'all' }),
  });
}

/** GET /admin/savedViews: the caller's views of one page. */
export function useSavedViews(page: SavedViewPage) {
  return useQuery({
    queryKey: entryKeys.views(page),
    queryFn: ({ signal }) => request(adminCallMeta.listSavedViews, { query: { page } }, { signal, shownInline: 'all' }),
  });
}

/** Saving or deleting answers the page's views as they now are. */
function useViewsChanged(page: SavedViewPage) {
  const queryClient = useQueryClient();
  return (views: SavedView[]) => queryClient.setQueryData(entryKeys.views(page), views);
}

/** POST /admin/savedViews/save. */
export function useSaveView(page: SavedViewPage) {
  const changed = useViewsChanged(page);
  return useMutation({
    mutationFn: (body: SaveViewRequest) => request(adminCallMeta.saveView, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/savedViews/delete. */
export function useDeleteView(page: SavedViewPage) {
  const changed = useViewsChanged(page);
  return useMutation({
    mutationFn: (id: number) => request(adminCallMeta.deleteView, { body: { id } }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}
