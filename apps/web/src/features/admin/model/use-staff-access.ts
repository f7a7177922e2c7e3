import { staffMay, type StaffPermission, type StaffRole } from '@laurel/contract';
import { useCurrentUser } from '../../../lib/session/current-user.ts';

/**
 * The signed-in user's console role and what it allows. The console hides or disables what the
 * role lacks; the server refuses it anyway (docs/product.md#staff-roles).
 */
export function useStaffAccess(): { role: StaffRole | null; may: (permission: StaffPermission) => boolean } {
  const { user } = useCurrentUser();
  const role = user?.staffRole ?? null;
  return { role, may: (permission) => staffMay(role, permission) };
}
