import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/contact: the organisers' contact details, null until written. */
export function useContactDetails() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'contact', lang],
    queryFn: ({ signal }) => request(publicCallMeta.getContact, {}, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
