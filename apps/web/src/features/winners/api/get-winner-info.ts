import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { isApiError, request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.code === 404;

/**
 * GET /index/winnerInfo?apply_order_id=N. A 404 (unknown or unpublished entry) is the page's
 * own not-found state, any other failure its retry: neither is toasted (`shownInline: 'all'`,
 * docs/product.md#errors).
 */
export function useWinnerInfo(id: number | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'winner', lang, id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      request(publicCallMeta.getWinnerInfo, { query: { apply_order_id: id ?? 0 } }, { signal, shownInline: 'all' }),
    staleTime: 60_000,
  });
}
