import { useQuery } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/**
 * GET /apply/registrationTime: whether entries may be created and submitted now. A failure is the
 * steps page's own "could not be loaded" state, not a toast as well.
 */
export function useRegistrationTime() {
  return useQuery({
    queryKey: ['apply', 'registrationTime'],
    queryFn: ({ signal }) => request(calls.apply.getRegistrationTime, {}, { signal, shownInline: 'all' }),
    staleTime: 60_000,
  });
}
