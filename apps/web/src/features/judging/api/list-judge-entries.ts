import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { judgeCallMeta, type JudgeEntryListRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/**
 * GET /judge/judgeEntryList with the filters of the URL. The previous page stays on screen while
 * the next loads, so the table does not collapse between pages.
 */
export function useJudgeEntries(query: JudgeEntryListRequest) {
  return useQuery({
    queryKey: judgeKeys.entries(query),
    queryFn: ({ signal }) => request(judgeCallMeta.listJudgeEntries, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
  });
}
