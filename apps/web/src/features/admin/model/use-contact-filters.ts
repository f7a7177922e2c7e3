import { useSearchParams } from 'react-router';
import { CONTACT_SEARCH_MAX, type ContactMessagesQuery } from '@laurel/contract';

export type ContactShow = 'all' | 'waiting' | 'replied';
export const CONTACT_PAGE_SIZE = 20;

/**
 * The contact messages' filters in the URL (`?show=waiting|replied&q=&page=`): what the URL says
 * that is no filter is ignored, and a new filter goes back to page 1.
 */
export function useContactFilters() {
  const [params, setParams] = useSearchParams();
  const showParam = params.get('show');
  const show: ContactShow = showParam === 'waiting' || showParam === 'replied' ? showParam : 'all';
  const q = params.get('q') ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const query: ContactMessagesQuery = {
    page,
    pageSize: CONTACT_PAGE_SIZE,
    ...(show !== 'all' ? { replied: String(show === 'replied') } : {}),
    ...(q.trim() ? { q: q.trim().slice(0, CONTACT_SEARCH_MAX) } : {}),
  };
  const set = (next: { show?: ContactShow; q?: string; page?: number }) => {
    const merged = { show, q, page: 1, ...next };
    const p = new URLSearchParams();
    if (merged.show !== 'all') p.set('show', merged.show);
    if (merged.q.trim()) p.set('q', merged.q.trim());
    if (merged.page > 1) p.set('page', String(merged.page));
    setParams(p);
  };
  return { show, q, page, query, set };
}
