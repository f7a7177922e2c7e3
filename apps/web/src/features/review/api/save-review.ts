import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewLevel, type ReviewRequest, type ReviewSaved, subJudgeCallMeta } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../../../lib/request/index.ts';
import { reviewListsChanged, reviewSaved } from './review-list.ts';

/**
 * Sends the reviewer's proposal: `POST /subJudge/award` (first level) or `/subjudges/awarded`
 * (second level), a draft (`submit: false`, the autosave) or submitted. A draft's failure is
 * shown in the form's save state rather than as a toast on every keystroke's save; a lost
 * session or role still goes through the common handling (docs/product.md#errors).
 */
export function useSaveReview(level: ReviewLevel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewRequest): Promise<ReviewSaved> => {
      const call =
        level === 'first'
          ? subJudgeCallMeta.proposeSubJuryAward
          : subJudgeCallMeta.proposeSecondLevelAward;
      try {
        return await request(call, { body }, { skipErrorHandler: !body.submit });
      } catch (error) {
        if (!body.submit && isApiError(error) && (error.code === 401 || error.code === 403))
          handleApiError(error);
        throw error;
      }
    },
    onSuccess: (saved, body) => {
      reviewSaved(queryClient, level, saved);
      if (body.submit) void reviewListsChanged(queryClient, level);
    },
  });
}
