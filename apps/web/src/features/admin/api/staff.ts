import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type SetStaffRoleRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /admin/staff: everyone with a console role. */
export function useStaff() {
  return useQuery({
    queryKey: adminKeys.staff(),
    queryFn: ({ signal }) => request(adminCallMeta.listStaff, {}, { signal, shownInline: 'all' }),
  });
}

/** POST /admin/staff/setRole; the form shows a refusal itself (an unknown e-mail, one's own role). */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetStaffRoleRequest) => request(adminCallMeta.setStaffRole, { body }, { shownInline: 'all' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}
