import { useQuery } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/** GET /apply/uploadLimits: the sizes and count the server applies, to refuse early with the same numbers. */
export function useUploadLimits() {
  return useQuery({
    queryKey: ['apply', 'uploadLimits'],
    queryFn: ({ signal }) => request(calls.apply.getUploadLimits, {}, { signal }),
    staleTime: Infinity,
  });
}
