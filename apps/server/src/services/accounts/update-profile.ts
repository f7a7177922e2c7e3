import type { UserInfo } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { toUserInfo } from './to-user-info.ts';

/**
 * `updateProfile` (the account page): name, company, country, phone and mail language; what
 * invoices and trophy shipments print. Omitted fields stay; an empty company clears it.
 */
export async function updateProfile(
  ctx: AppContext,
  opts: { userId: number; name: string; company?: string; country?: string; areaCode?: string; phone?: string; language?: 'en' | 'zh-CN' },
): Promise<UserInfo> {
  const set: Partial<typeof users.$inferInsert> = { name: opts.name };
  if (opts.company !== undefined) set.company = opts.company || null;
  if (opts.country !== undefined) set.country = opts.country || null;
  if (opts.areaCode !== undefined) set.areaCode = opts.areaCode || null;
  if (opts.phone !== undefined) set.phone = opts.phone || null;
  if (opts.language !== undefined) set.language = opts.language;
  const info = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, opts.userId)).for('update');
    if (!before) throw unauthorized();
    const [after] = await tx.update(users).set(set).where(eq(users.id, opts.userId)).returning();
    const pick = (u: typeof before) => ({ name: u.name, company: u.company, country: u.country, areaCode: u.areaCode, phone: u.phone, language: u.language });
    await writeAudit(tx, { actorId: opts.userId, action: 'user.profile', subjectType: 'user', subjectId: opts.userId, before: pick(before), after: pick(after!) });
    return toUserInfo(after!);
  });
  // Sessions carry the account as getUserInfo answers it: every process reloads it.
  await ctx.sessions.forgetUser(opts.userId);
  return info;
}
