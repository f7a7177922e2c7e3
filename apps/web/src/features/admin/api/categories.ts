import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type AdminCategory, type MoveCategoriesRequest, type SaveCategoryRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/categories: a season's groups and categories, in order, open and closed. */
export function useAdminCategories(seasonId: number | null) {
  return useQuery({
    queryKey: adminKeys.categories(seasonId ?? 0),
    queryFn: ({ signal }) =>
      request(adminCallMeta.listAdminCategories, { query: { seasonId: seasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: seasonId !== null,
  });
}

/** A change to the tree also changes the seasons' category counts. */
function useInvalidateTree() {
  const queryClient = useQueryClient();
  return (seasonId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.season(seasonId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.seasons() }),
    ]);
}

export function useSaveCategory() {
  const invalidate = useInvalidateTree();
  return useMutation({
    mutationFn: (body: SaveCategoryRequest) => request(adminCallMeta.saveCategory, { body }, { shownInline: 'all' }),
    onSuccess: (_data, body) => invalidate(body.seasonId),
  });
}

/**
 * POST /admin/categories/move. The new order is shown at once (the answer is the level as the
 * server now has it); a refusal puts the tree back as it was.
 */
export function useMoveCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveCategoriesRequest) => request(adminCallMeta.moveCategories, { body }),
    onMutate: (body) => {
      const key = adminKeys.categories(body.seasonId);
      const before = queryClient.getQueryData<AdminCategory[]>(key);
      if (before) {
        const position = new Map(body.orderedIds.map((id, index) => [id, index + 1]));
        queryClient.setQueryData<AdminCategory[]>(
          key,
          before.map((c) => (position.has(c.id) ? { ...c, sort: position.get(c.id) ?? c.sort, parentId: body.parentId } : c)),
        );
      }
      return { before };
    },
    onError: (_error, body, context) => {
      if (context?.before) queryClient.setQueryData(adminKeys.categories(body.seasonId), context.before);
    },
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: adminKeys.categories(body.seasonId) }),
  });
}

export function useDeleteCategory(seasonId: number) {
  const invalidate = useInvalidateTree();
  return useMutation({
    mutationFn: (id: number) => request(adminCallMeta.deleteCategory, { body: { id } }),
    onSuccess: () => invalidate(seasonId),
  });
}
