import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';
import { useContentLanguage } from './content-language.ts';

/** GET /index/mediaReport: press coverage, newest first (home page and /about#press). */
export function useMediaReports(pageSize: number) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'media-reports', lang, pageSize],
    queryFn: ({ signal }) =>
      request(publicCallMeta.listMediaReports, { query: { page: 1, pageSize } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
