import { useSearchParams } from 'react-router';
import { PEOPLE_SEARCH_MAX, type SearchPeopleQuery } from '@laurel/contract';

export type StaffFilter = NonNullable<SearchPeopleQuery['staffRole']>;
export type StatusFilter = 'active' | 'deactivated';

export interface PeopleFilters {
  q: string;
  country: string;
  identity: 0 | 1 | 2 | 3 | null;
  staffRole: StaffFilter | null;
  status: StatusFilter | null;
  page: number;
}

const STAFF_FILTERS: readonly string[] = ['administrator', 'finance', 'content', 'viewer', 'any', 'none'];
export const PEOPLE_PAGE_SIZE = 20;

/**
 * The people list's filters, kept in the URL (`?q=&country=&identity=&staff=&status=&page=`) so a
 * search can be shared and the back button undoes a change; what the URL says that is not a
 * filter is ignored. A new filter goes back to page 1.
 */
export function usePeopleFilters() {
  const [params, setParams] = useSearchParams();
  const identityText = params.get('identity');
  const staff = params.get('staff');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const filters: PeopleFilters = {
    q: params.get('q') ?? '',
    country: params.get('country') ?? '',
    identity: identityText !== null && /^[0-3]$/.test(identityText) ? (Number(identityText) as 0 | 1 | 2 | 3) : null,
    staffRole: staff && STAFF_FILTERS.includes(staff) ? (staff as StaffFilter) : null,
    status: status === 'active' || status === 'deactivated' ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const query: SearchPeopleQuery = {
    page: filters.page,
    pageSize: PEOPLE_PAGE_SIZE,
    ...(filters.q.trim() ? { q: filters.q.trim().slice(0, PEOPLE_SEARCH_MAX) } : {}),
    ...(/^[A-Za-z]{2}$/.test(filters.country) ? { country: filters.country.toUpperCase() } : {}),
    ...(filters.identity !== null ? { identity: filters.identity } : {}),
    ...(filters.staffRole ? { staffRole: filters.staffRole } : {}),
    ...(filters.status ? { deactivated: String(filters.status === 'deactivated') } : {}),
  };
  const set = (change: Partial<PeopleFilters>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const merged = { ...filters, page: 1, ...change };
      const put = (key: string, value: string | number | null) => {
        if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      };
      put('q', merged.q);
      put('country', merged.country);
      put('identity', merged.identity);
      put('staff', merged.staffRole);
      put('status', merged.status);
      put('page', merged.page);
      return next;
    });
  const clear = () => setParams(new URLSearchParams());
  return { filters, query, set, clear };
}
