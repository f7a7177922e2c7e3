import { useQuery } from '@tanstack/react-query';
import { fetchCategories } from '../categories.ts';
import { refetchUnlessPageData } from '../page-data.ts';
import { useContentLanguage } from './content-language.ts';

/**
 * The category tree for public pages (home, winner filters). Never cached
 * (docs/product.md#public-calls): always fetched fresh through fetchCategories, which also defeats
 * HTTP caches — but a server-rendered page's own copy is used on its first mount (lib/page-data.ts).
 * A failure leaves the section out quietly: the home page and filters still work without it.
 */
export function useCategoryTree() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['public', 'categories', lang],
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: refetchUnlessPageData,
  });
}
