import type { StaffRole } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { makeEntrant } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** An account with a console role and a live session. */
export async function makeStaff(t: TestApp, staffRole: StaffRole, opts: { identity?: 0 | 1 | 2 | 3 } = {}) {
  const who = await makeEntrant(t, { name: `Staff ${staffRole}`, identity: opts.identity ?? 0 });
  await t.ctx.db.update(users).set({ staffRole }).where(eq(users.id, who.id));
  return who;
}
