import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/about: the about text, null until written. */
export function useAbout() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'about', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getAbout, {}, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
