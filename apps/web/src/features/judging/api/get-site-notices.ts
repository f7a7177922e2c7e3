import { useQuery } from '@tanstack/react-query';
import { judgeCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { judgeKeys } from './judge-keys.ts';

/** GET /judge/siteNotices: what the server's settings leave undone (docs/product.md#site-notices). */
export function useSiteNotices() {
  return useQuery({
    queryKey: judgeKeys.siteNotices(),
    queryFn: ({ signal }) => request(judgeCallMeta.getSiteNotices, {}, { signal, shownInline: 'all' }),
    // Settings change only with a restart.
    staleTime: Infinity,
  });
}
