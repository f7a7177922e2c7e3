import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/awardClassification: the award levels with their winner-package and trophy fees, highest first. */
export function useAwardLevels() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'awardClassification', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getAwardClassification, {}, { signal, shownInline: 'all' }),
    select: (levels) => [...levels].sort((a, b) => a.rank - b.rank),
    staleTime: 5 * 60_000,
  });
}
