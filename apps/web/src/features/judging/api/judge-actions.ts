import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FeeStatus, judgeCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import type { FeeFilter } from '../model/judge-filters.ts';
import { runEach } from '../model/run-each.ts';
import { judgeKeys } from './judge-keys.ts';

/*
 * The judge's changes to entries (docs/product.md#judge-calls), for one entry or a selection:
 * each entry is its own call, so one refusal leaves the others done (model/run-each.ts). After a
 * run the table, the progress and the calibration load again.
 */

const FEE_CALLS = {
  entryFeeStatus: judgeCallMeta.changeEntryFeeStatus,
  winnerPackageFeeStatus: judgeCallMeta.changeWinnerPackageFeeStatus,
  additionalTrophyFeeStatus: judgeCallMeta.changeAdditionalTrophyFeeStatus,
} as const satisfies Record<FeeFilter, unknown>;

const quiet = { skipErrorHandler: true } as const;

function useJudgeMutation<V>(run: (variables: V) => ReturnType<typeof runEach>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all }),
  });
}

/** POST /judge/assignSubJudge per entry: the chosen sub-judges replace each entry's. */
export const useAssignSubJudges = () =>
  useJudgeMutation(({ ids, subJudgeIds }: { ids: number[]; subJudgeIds: number[] }) =>
    runEach(ids, (id) =>
      request(judgeCallMeta.assignSubJudge, { body: { apply_order_id: id, subJudgeIds } }, quiet),
    ),
  );

/** POST /judge/change…FeeStatus per entry, with the reason that goes into the audit log. */
export const useChangeFeeStatus = () =>
  useJudgeMutation(({ ids, fee, status, note }: { ids: number[]; fee: FeeFilter; status: FeeStatus; note: string }) =>
    runEach(ids, (id) => request(FEE_CALLS[fee], { body: { apply_order_id: id, status, note } }, quiet)),
  );

/** POST /judge/award per entry: a level awards it, null makes it "not awarded". */
export const useAwardEntries = () =>
  useJudgeMutation(({ ids, awardLevelId, comment }: { ids: number[]; awardLevelId: number | null; comment: string }) =>
    runEach(ids, (id) =>
      request(judgeCallMeta.awardEntry, { body: { apply_order_id: id, awardLevelId, comment } }, quiet),
    ),
  );

/**
 * POST /judge/batchShow: shows or hides the awarded ones among the public winners; the server
 * lists the entries it left alone (not awarded) in `skipped`.
 */
export function useBatchShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, isShow }: { ids: number[]; isShow: boolean }) =>
      request(judgeCallMeta.batchShowEntries, { body: { apply_order_ids: ids, isShow } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgeKeys.all }),
  });
}
