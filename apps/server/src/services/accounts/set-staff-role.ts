import type { StaffRole } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';

/**
 * `/admin/staff/setRole` (docs/product.md#staff-roles): gives an account a console role or takes
 * it away, audited. The cached session is dropped on every replica, so the new role holds from
 * the account's next request. An administrator cannot demote themselves: the last one could
 * lock everyone out; another administrator, or `npm run admin:create`, can.
 */
export async function setStaffRole(
  ctx: AppContext,
  input: { email: string; staffRole: StaffRole | null; actorId: number },
): Promise<{ id: number; email: string; staffRole: StaffRole | null }> {
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!row) throw refuse('accountNotFound');
    if (row.id === input.actorId && input.staffRole !== 'administrator') throw refuse('ownRoleKept');
    if (row.staffRole !== input.staffRole) {
      await tx.update(users).set({ staffRole: input.staffRole }).where(eq(users.id, row.id));
      await writeAudit(tx, { actorId: input.actorId, action: 'user.setStaffRole', subjectType: 'user', subjectId: row.id, before: { staffRole: row.staffRole }, after: { staffRole: input.staffRole } });
    }
    return row;
  });
  await ctx.sessions.forgetUser(user.id);
  return { id: user.id, email: user.email, staffRole: input.staffRole };
}
