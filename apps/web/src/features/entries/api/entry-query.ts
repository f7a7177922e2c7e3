import { useQuery } from '@tanstack/react-query';
import { calls } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';

/** Query key of one entry (`apply/info`); the steps and preview pages share the cached copy. */
export const entryKey = (id: number) => ['apply', 'entry', id] as const;

/** GET /apply/info: one of the caller's entries in full. Always fresh: another device may have saved it. */
export function useEntry(id: number | null) {
  return useQuery({
    queryKey: entryKey(id ?? 0),
    queryFn: ({ signal }) => request(calls.apply.getEntryInfo, { query: { apply_order_id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
