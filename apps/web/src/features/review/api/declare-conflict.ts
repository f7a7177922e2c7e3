import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeclareConflictRequest, subJudgeCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { reviewListsChanged } from './review-list.ts';

/**
 * POST /subJudge/declareConflict (docs/product.md#conflicts-of-interest): the entry leaves the
 * sub-judge's queue, so their lists reload.
 */
export function useDeclareConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclareConflictRequest) =>
      request(subJudgeCallMeta.declareConflict, { body }),
    onSuccess: () => reviewListsChanged(queryClient, 'first'),
  });
}
