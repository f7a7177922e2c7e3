import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/**
 * GET /index/getPhase: where the current season stands, with its dates and the server's clock
 * (the countdown counts against server time, not the visitor's clock). The season's dates are
 * the same as getAwardDate's, so one call serves both the phase and the key dates.
 */
export function usePhase() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'phase', lang],
    queryFn: async ({ signal }) => {
      const info = await request(publicCallMeta.getPhase, {}, { signal });
      // Server time minus ours when the answer arrived: added to Date.now() while counting down.
      return { ...info, clockOffsetMs: Date.parse(info.now) - Date.now() };
    },
    staleTime: 60_000,
  });
}
