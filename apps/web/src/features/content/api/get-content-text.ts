import { useQuery } from '@tanstack/react-query';
import { type ContentTextType, publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/privacyPolicyAndFaqs?type=…: the blocks of the privacy, terms or refund text. */
export function useContentText(type: ContentTextType) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'text', lang, type],
    queryFn: ({ signal }) =>
      request(publicCallMeta.getPrivacyPolicyAndFaqs, { query: { type } }, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
