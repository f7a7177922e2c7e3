import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';
import { useContentLanguage } from './content-language.ts';

/**
 * GET /index/jury: the published jury profiles in order. Shared because the home page shows a
 * few of them and /jury and /jurymember show them all (one list: there is no single-profile call).
 * A page that shows a failure itself (a retry) passes `shownInline: 'all'`, so it is not toasted.
 */
export function useJury({ shownInline }: { shownInline?: 'all' } = {}) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'jury', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getJury, {}, shownInline ? { signal, shownInline } : { signal }),
    staleTime: 5 * 60_000,
  });
}
