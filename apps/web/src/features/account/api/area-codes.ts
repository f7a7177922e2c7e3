import { useQuery } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/** GET /index/getGlobalAreaCode: countries with their calling codes; a static list, kept all session. */
export function useAreaCodes(enabled = true) {
  return useQuery({
    queryKey: ['public', 'areaCodes'],
    queryFn: ({ signal }) => request(calls.public.getGlobalAreaCodes, {}, { signal }),
    staleTime: Infinity,
    enabled,
  });
}
