import type { PersonSummary } from '@laurel/contract';
import type { users } from '../../../db/schema.ts';
import { asStaffRole } from '../to-user-info.ts';

/** An account as the console's people list shows it. */
export const toPersonSummary = (u: typeof users.$inferSelect): PersonSummary => ({
  id: u.id,
  email: u.email,
  name: u.name,
  company: u.company,
  country: u.country,
  // The column's CHECK keeps it within 0–3.
  identity: u.identity as PersonSummary['identity'],
  staffRole: asStaffRole(u.staffRole),
  deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
  erasedAt: u.erasedAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

