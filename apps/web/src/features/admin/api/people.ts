import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type PersonDetail, type SearchPeopleQuery, type SetActiveRequest, type SetIdentityRequest, type SetStaffRoleRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The people pages' query keys, below the console's (admin-keys.ts). */
export const peopleKeys = {
  all: () => [...adminKeys.all, 'people'] as const,
  searches: () => [...adminKeys.all, 'people', 'search'] as const,
  search: (query: SearchPeopleQuery) => [...adminKeys.all, 'people', 'search', query] as const,
  person: (id: number) => [...adminKeys.all, 'people', 'person', id] as const,
};

/** GET /admin/people: a page of accounts matching the filters; the previous page stays while the next loads. */
export function useSearchPeople(query: SearchPeopleQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: peopleKeys.search(query),
    queryFn: ({ signal }) => request(adminCallMeta.searchPeople, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** GET /admin/people/get: one person's page. */
export function usePerson(id: number | null) {
  return useQuery({
    queryKey: peopleKeys.person(id ?? 0),
    queryFn: ({ signal }) => request(adminCallMeta.getPerson, { query: { id: id ?? 0 } }, { signal, shownInline: 'all' }),
    enabled: id !== null,
  });
}

/** A change answers the person as they now are: it replaces the page's copy, and the lists are read again. */
export function usePersonChanged() {
  const queryClient = useQueryClient();
  return (person: PersonDetail) => {
    queryClient.setQueryData(peopleKeys.person(person.id), person);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: peopleKeys.searches() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
    ]);
  };
}

/** POST /admin/people/setIdentity. */
export function useSetIdentity() {
  const changed = usePersonChanged();
  return useMutation({
    mutationFn: (body: SetIdentityRequest) => request(adminCallMeta.setPersonIdentity, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/people/setActive. */
export function useSetActive() {
  const changed = usePersonChanged();
  return useMutation({
    mutationFn: (body: SetActiveRequest) => request(adminCallMeta.setPersonActive, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/staff/setRole from a person's page: the person and the lists are read again. */
export function useSetPersonRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStaffRoleRequest) => request(adminCallMeta.setStaffRole, { body }, { shownInline: 'all' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.person(id) }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
      ]),
  });
}
