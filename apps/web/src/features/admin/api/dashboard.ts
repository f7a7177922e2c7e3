import { useQuery } from '@tanstack/react-query';
import { adminCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * GET /admin/dashboard: one season's figures. Under the season's key, so a change to its set-up
 * reads them again; kept a minute, as figures a person glances at, with a button to refresh.
 */
export function useDashboard(seasonId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.season(seasonId ?? 0), 'dashboard'] as const,
    queryFn: ({ signal }) => request(adminCallMeta.getDashboard, { query: { seasonId: seasonId ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: seasonId !== null,
    staleTime: 60_000,
  });
}
