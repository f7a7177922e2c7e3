import type { StaffMember } from '@laurel/contract';
import { asc, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { asStaffRole } from './to-user-info.ts';

/** `/admin/staff`: everyone with a console role, by name. */
export async function listStaff(ctx: AppContext): Promise<StaffMember[]> {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name, staffRole: users.staffRole })
    .from(users)
    .where(isNotNull(users.staffRole))
    .orderBy(asc(users.name), asc(users.id));
  return rows.flatMap((r) => {
    const staffRole = asStaffRole(r.staffRole);
    return staffRole ? [{ ...r, staffRole }] : [];
  });
}
