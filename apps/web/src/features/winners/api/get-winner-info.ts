import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.code === 404;

/**
 * GET /index/winnerInfo?apply_order_id=N. A 404 (unknown or unpublished entry) is the page's
 * own not-found state, so it opts out of the common error toast for that case only; every
 * other failure still goes through the error catalogue (docs/product.md#errors).
 */
export function useWinnerInfo(id: number | null) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'winner', lang, id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await request(
          callMeta.public.getWinnerInfo,
          { query: { apply_order_id: id ?? 0 } },
          { signal, skipErrorHandler: true },
        );
      } catch (error) {
        if (isApiError(error) && !isNotFound(error)) handleApiError(error);
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
