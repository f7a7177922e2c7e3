import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/banner?position=home: the home page's slides, in order. */
export function useHomeBanners() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'banners', 'home', lang],
    queryFn: ({ signal }) =>
      request(publicCallMeta.getBanners, { query: { position: 'home' } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
