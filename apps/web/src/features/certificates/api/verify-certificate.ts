import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { isApiError, request } from '../../../lib/request/index.ts';

/** The page's own states, not toasts: no such certificate (404), or no certificate code at all (422). */
export const isUnknownCode = (error: unknown): boolean =>
  isApiError(error) && (error.code === 404 || error.code === 422);

/**
 * GET /index/verifyCertificate?code=…: whether a certificate is genuine and not revoked, with its
 * signed record (docs/product.md#certificates). The answer carries both languages' award and
 * category names, so the key has no language. Other failures are the page's retry: nothing is
 * toasted (`shownInline: 'all'`).
 */
export function useVerifyCertificate(code: string | null) {
  return useQuery({
    queryKey: ['public', 'certificate', code],
    enabled: code !== null,
    queryFn: ({ signal }) =>
      request(publicCallMeta.verifyCertificate, { query: { code: code ?? '' } }, { signal, shownInline: 'all' }),
    staleTime: 60_000,
  });
}
