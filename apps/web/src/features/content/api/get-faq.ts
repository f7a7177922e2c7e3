import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/faqAndPrivacy: the FAQ questions (in order) for /faq. */
export function useFaq() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'faq', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getFaqAndPrivacy, {}, { signal, shownInline: 'all' }),
    select: (data) => [...data.faq].sort((a, b) => a.sort - b.sort),
    staleTime: 5 * 60_000,
  });
}
