import { parseArgs } from 'node:util';
import { Email } from '@laurel/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../core/context.ts';
import { categories, juryCategories, users } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { writeAudit } from '../services/audit/write-audit.ts';

/*
 * `npm run jury:role` (jury-role.ts): who is on the jury until the admin console can say it
 * (docs/product.md#organisers-console). The operation lives beside its command for now; the console's
 * service can take it over.
 */

/** What each identity means (docs/product.md#roles-and-identities). */
export const IDENTITY_NAMES = ['an entrant', 'a judge', 'a sub-judge', 'a second-level judge'] as const;
export type Identity = 0 | 1 | 2 | 3;

export interface JuryRoleInput {
  email: string;
  identity: Identity;
  /** The categories a sub-judge covers; null covers all (docs/product.md#assignment). */
  categoryIds: number[] | null;
}

/** Checks the command's arguments; on failure, one line per problem, naming the argument. */
export function parseJuryRoleArgs(args: string[]): { ok: true; input: JuryRoleInput } | { ok: false; problems: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { categories: { type: 'string' } } });
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }
  const { positionals, values } = parsed;
  const problems: string[] = [];
  if (positionals.length !== 2) problems.push(`expected an e-mail address and an identity, got ${positionals.length} argument${positionals.length === 1 ? '' : 's'}`);
  const email = Email.safeParse(positionals[0]);
  if (positionals[0] !== undefined && !email.success) problems.push(`<email>: ${email.error.issues[0]?.message}`);
  const identityText = positionals[1];
  const identity = identityText !== undefined && /^[0-3]$/.test(identityText) ? (Number(identityText) as Identity) : null;
  if (identityText !== undefined && identity === null) problems.push('<identity>: must be 0 (entrant), 1 (judge), 2 (sub-judge) or 3 (second-level judge)');
  let categoryIds: number[] | null = null;
  if (values.categories !== undefined) {
    const parts = values.categories.split(',').map((p) => p.trim());
    if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
      problems.push('--categories: category ids separated by commas, such as 3,5 (leave it out to cover every category)');
    } else if (identity !== null && identity !== 2) {
      problems.push('--categories: only a sub-judge (identity 2) covers categories');
    } else {
      categoryIds = [...new Set(parts.map(Number))];
    }
  }
  if (problems.length || !email.success || identity === null) return { ok: false, problems };
  return { ok: true, input: { email: email.data, identity, categoryIds } };
}

export interface JuryRoleResult {
  userId: number;
  email: string;
  identity: Identity;
  /** The categories a sub-judge now covers; empty covers all. */
  categories: { id: number; name: string }[];
}

/**
 * Sets an account's identity and, for a sub-judge, the categories they cover (replacing any
 * before; none covers all); any other identity covers none. Refuses an unknown address, an
 * unknown category or a group (entries are in its categories) with an AppError saying which.
 * Audited with before and after (no actor: the command runs on the server); the account's
 * cached sessions are dropped, so its next request is served with the new role.
 */
export async function setJuryRole(ctx: AppContext, input: JuryRoleInput): Promise<JuryRoleResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
    if (!user) throw new AppError(404, `No account has the e-mail address ${input.email}.`);
    const wanted = input.identity === 2 ? (input.categoryIds ?? []) : [];
    const found = wanted.length
      ? await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, wanted)).orderBy(asc(categories.id))
      : [];
    const unknown = wanted.filter((id) => !found.some((c) => c.id === id));
    if (unknown.length) throw new AppError(404, `No category has the id ${unknown.join(', ')}.`);
    const children = wanted.length
      ? await tx.select({ parentId: categories.parentId, id: categories.id }).from(categories).where(inArray(categories.parentId, wanted)).orderBy(asc(categories.id))
      : [];
    const group = found.find((c) => children.some((k) => k.parentId === c.id));
    if (group) {
      const kids = children.filter((k) => k.parentId === group.id).map((k) => k.id);
      throw new AppError(422, `${group.name} (${group.id}) is a group; name its categories instead: ${kids.join(', ')}.`);
    }
    const before = await tx.select({ id: juryCategories.categoryId }).from(juryCategories).where(eq(juryCategories.reviewerId, user.id)).orderBy(asc(juryCategories.categoryId));
    await tx.update(users).set({ identity: input.identity }).where(eq(users.id, user.id));
    await tx.delete(juryCategories).where(eq(juryCategories.reviewerId, user.id));
    if (found.length) await tx.insert(juryCategories).values(found.map((c) => ({ reviewerId: user.id, categoryId: c.id })));
    await writeAudit(tx, {
      actorId: null,
      action: 'user.setJuryRole',
      subjectType: 'user',
      subjectId: user.id,
      before: { identity: user.identity, categoryIds: before.map((c) => c.id) },
      after: { identity: input.identity, categoryIds: found.map((c) => c.id) },
    });
    return { userId: user.id, email: user.email, identity: input.identity, categories: found };
  });
  await ctx.sessions.forgetUser(result.userId);
  return result;
}

/** The line the command prints: who the account now is. */
export function describeJuryRole(r: JuryRoleResult): string {
  const role = `${r.email} is now ${IDENTITY_NAMES[r.identity]} (identity ${r.identity})`;
  if (r.identity !== 2) return `${role}.`;
  if (!r.categories.length) return `${role}, covering every category.`;
  return `${role}, covering ${r.categories.map((c) => `${c.name} (${c.id})`).join(', ')}.`;
}
