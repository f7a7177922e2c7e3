import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AssignmentPlanRequest, type AutoAssignRequest, judgeCallMeta } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * The automatic assignment (docs/product.md#assignment): GET /judge/assignmentPlan previews it,
 * POST /judge/autoAssign applies the previewed plan by its `planId`. The preview is asked for on
 * request (a button), not as a cached read: it must reflect the data at the moment it is shown.
 */
export function usePreviewAssignment() {
  return useMutation({
    mutationFn: (query: AssignmentPlanRequest) => request(judgeCallMeta.previewAssignment, { query }),
  });
}

/** A 409 means the entries or the panel changed since the preview: the dialog says so itself. */
export const isStalePlan = (error: unknown): boolean => isApiError(error) && error.code === 409;

export function useApplyAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutoAssignRequest) => {
      try {
        return await request(judgeCallMeta.applyAutoAssignment, { body }, { skipErrorHandler: true });
      } catch (error) {
        if (isApiError(error) && !isStalePlan(error)) handleApiError(error);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all }),
  });
}
