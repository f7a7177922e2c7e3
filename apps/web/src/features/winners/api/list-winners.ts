import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicCallMeta, type WinnerListRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/**
 * GET /index/winnerList with the filters of the URL. The previous page stays on screen while
 * the next loads, so the grid does not collapse between pages. A failure is the page's own retry,
 * not a toast as well (docs/product.md#errors).
 */
export function useWinnerList(query: WinnerListRequest) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'winners', lang, query],
    queryFn: ({ signal }) => request(publicCallMeta.listWinners, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
