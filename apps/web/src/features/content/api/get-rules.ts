import { useQuery } from '@tanstack/react-query';
import { publicCallMeta } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { useContentLanguage } from '../../../lib/public/content-language.ts';

/** GET /index/rules?position=…: the rule blocks of one section (entry, judging, fees). */
export function useRules(position: string) {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'rules', lang, position],
    queryFn: ({ signal }) => request(publicCallMeta.getRules, { query: { position } }, { signal, shownInline: 'all' }),
    staleTime: 5 * 60_000,
  });
}
