import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/indexWinnerList: the latest season's winners for the home page. */
export function useIndexWinners(pageSize: number) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'index-winners', lang, pageSize],
    queryFn: ({ signal }) =>
      request(publicCallMeta.listIndexWinners, { query: { page: 1, pageSize } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
