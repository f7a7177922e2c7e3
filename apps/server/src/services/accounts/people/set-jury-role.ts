import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { categories, juryCategories, users } from '../../../db/schema.ts';
import { refuse, refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';

/** 0 entrant, 1 judge, 2 sub-judge, 3 second-level judge (docs/product.md#roles-and-identities). */
export type Identity = 0 | 1 | 2 | 3;

export interface SetJuryRoleInput {
  /** The account, by e-mail (`npm run jury:role`) or id (the console). */
  who: { email: string } | { id: number };
  identity: Identity;
  /** The categories a sub-judge covers; empty or null covers all (docs/product.md#assignment). */
  categoryIds: number[] | null;
  /** Null: the command line, run on the server. */
  actorId: number | null;
}

export interface SetJuryRoleResult {
  userId: number;
  email: string;
  identity: Identity;
  /** The categories a sub-judge now covers; empty covers all. */
  categories: { id: number; name: string }[];
}

/**
 * Sets an account's identity and, for a sub-judge, the categories they cover (replacing any
 * before; none covers all); any other identity covers none — `npm run jury:role` and the console's
 * `/admin/people/setIdentity`. Refuses an unknown account, categories for another identity, an
 * unknown category or a group (entries are in its categories). The row is locked for the change,
 * so concurrent changes apply one after another, each audited with the before it replaced; the
 * account's cached sessions are dropped on every replica, so its next request has the new role.
 */
export async function setJuryRole(ctx: AppContext, input: SetJuryRoleInput): Promise<SetJuryRoleResult> {
  const wanted = [...new Set(input.categoryIds ?? [])];
  if (wanted.length && input.identity !== 2) throw refuseField('categoryIds', 'juryCategoriesSubJudgeOnly');
  const result = await ctx.db.transaction(async (tx) => {
    const byWho = 'email' in input.who ? eq(users.email, input.who.email) : eq(users.id, input.who.id);
    const [user] = await tx.select().from(users).where(byWho).for('update');
    if (!user) throw refuse('email' in input.who ? 'accountNotFound' : 'personNotFound');
    const found = wanted.length
      ? await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, wanted)).orderBy(asc(categories.id))
      : [];
    const unknown = wanted.filter((id) => !found.some((c) => c.id === id));
    if (unknown.length) throw refuseField('categoryIds', 'juryCategoryNotFound', { ids: unknown.join(', ') });
    const children = wanted.length
      ? await tx.select({ parentId: categories.parentId, id: categories.id }).from(categories).where(inArray(categories.parentId, wanted)).orderBy(asc(categories.id))
      : [];
    const group = found.find((c) => children.some((k) => k.parentId === c.id));
    if (group) {
      const kids = children.filter((k) => k.parentId === group.id).map((k) => k.id);
      throw refuseField('categoryIds', 'juryCategoryIsGroup', { name: group.name, id: group.id, ids: kids.join(', ') });
    }
    const before = await tx.select({ id: juryCategories.categoryId }).from(juryCategories).where(eq(juryCategories.reviewerId, user.id)).orderBy(asc(juryCategories.categoryId));
    await tx.update(users).set({ identity: input.identity }).where(eq(users.id, user.id));
    await tx.delete(juryCategories).where(eq(juryCategories.reviewerId, user.id));
    if (found.length) await tx.insert(juryCategories).values(found.map((c) => ({ reviewerId: user.id, categoryId: c.id })));
    await writeAudit(tx, {
      actorId: input.actorId,
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
