import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';
import { judgeKeys } from './judge-keys.ts';

/** GET /index/awardClassification: the award levels, highest first, for the filter and the award. */
export function useAwardLevels() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: judgeKeys.awardLevels(lang),
    queryFn: ({ signal }) => request(publicCallMeta.getAwardClassification, {}, { signal }),
    select: (levels) => [...levels].sort((a, b) => a.rank - b.rank),
    staleTime: 5 * 60_000,
  });
}
