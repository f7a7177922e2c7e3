import { Email, Name, Password } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { users } from '../../db/schema.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashPassword } from './passwords.ts';

export interface AdminInput {
  email: string;
  password: string;
  name: string;
}

/**
 * Checks `admin:create`'s arguments with the same rules as the sign-up form; on failure, one
 * line per bad argument, naming it.
 */
export function parseAdminInput(values: {
  email?: string;
  password?: string;
  name?: string;
}): { ok: true; input: AdminInput } | { ok: false; problems: string[] } {
  const email = Email.safeParse(values.email);
  const password = Password.safeParse(values.password);
  const name = Name.safeParse(values.name ?? 'Administrator');
  if (email.success && password.success && name.success) {
    return { ok: true, input: { email: email.data, password: password.data, name: name.data } };
  }
  const problems: string[] = [];
  if (!email.success) problems.push(`--email: ${email.error.issues[0]?.message}`);
  if (!password.success) problems.push(`--password: ${password.error.issues[0]?.message}`);
  if (!name.success) problems.push(`--name: ${name.error.issues[0]?.message}`);
  return { ok: false, problems };
}

/**
 * Creates an administrator (the console's first staff role, docs/product.md#staff-roles), or
 * promotes the account that already has the address: it becomes an administrator with the given password, and its existing sessions end (a password change always ends
 * them, docs/product.md#session-and-startup). Either way an audit row is written.
 */
export async function createAdmin(
  ctx: AppContext,
  input: AdminInput,
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx): Promise<{ result: 'created' | 'promoted'; userId: number }> => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
    if (existing) {
      await tx.update(users).set({ staffRole: 'administrator', passwordHash }).where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id);
      await writeAudit(tx, {
        actorId: null,
        action: 'user.makeAdmin',
        subjectType: 'user',
        subjectId: existing.id,
        before: { staffRole: existing.staffRole },
        after: { staffRole: 'administrator' },
      });
      return { result: 'promoted', userId: existing.id };
    }
    const [u] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, name: input.name, staffRole: 'administrator' })
      .returning({ id: users.id });
    await writeAudit(tx, {
      actorId: null,
      action: 'user.createAdmin',
      subjectType: 'user',
      subjectId: u!.id,
      after: { email: input.email, staffRole: 'administrator' },
    });
    return { result: 'created', userId: u!.id };
  });
  await ctx.sessions.forgetUser(outcome.userId);
  return outcome.result;
}
