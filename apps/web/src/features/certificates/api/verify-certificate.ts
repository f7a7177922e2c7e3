import { useQuery } from '@tanstack/react-query';
import { callMeta } from '@laurel/contract';
import { handleApiError, isApiError, request } from '../../../lib/request/index.ts';

/** The page's own states, not toasts: no such certificate (404), or no certificate code at all (422). */
export const isUnknownCode = (error: unknown): boolean =>
  isApiError(error) && (error.code === 404 || error.code === 422);

/**
 * GET /index/verifyCertificate?code=…: whether a certificate is genuine and not revoked, with its
 * signed record (docs/product.md#certificates). The answer carries both languages' award and
 * category names, so the key has no language. Other failures go through the error catalogue.
 */
export function useVerifyCertificate(code: string | null) {
  return useQuery({
    queryKey: ['public', 'certificate', code],
    enabled: code !== null,
    queryFn: async ({ signal }) => {
      try {
        return await request(
          callMeta.public.verifyCertificate,
          { query: { code: code ?? '' } },
          { signal, skipErrorHandler: true },
        );
      } catch (error) {
        if (isApiError(error) && !isUnknownCode(error)) handleApiError(error);
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
