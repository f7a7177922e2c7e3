import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/getAward: winner years and award levels, for the filters of /winner. */
export function useAwardOverview() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'award', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getAward, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
