import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../request/index.ts';

/**
 * GET /index/getGlobalAreaCode: countries with their calling codes; a static list, kept all
 * session. Shared because the profile form and the trophy shipping address both pick a country
 * and a calling code from it.
 */
export function useAreaCodes(enabled = true) {
  return useQuery({
    queryKey: ['public', 'areaCodes'],
    queryFn: ({ signal }) => request(publicCallMeta.getGlobalAreaCodes, {}, { signal }),
    staleTime: Infinity,
    enabled,
  });
}
