import { createHash } from 'node:crypto';
import type { AssignmentPlan } from '@laurel/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { auditLog, entries, juryCategories, reviewAssignments, seasons, users } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { enterReview } from '../fee-ledger/move-entry.ts';
import { hasConflict, reachedJury } from './jury-scope.ts';
import { judgeSeason } from './judge-season.ts';
import { planAssignment } from './plan-assignment.ts';
import { refreshEntryStats } from './refresh-entry-stats.ts';

interface PlanOpts {
  perEntry: number;
  categoryId?: number;
}

const REASONS = {
  no_one_covers: 'No sub-judge covers its category.',
  too_few_eligible: 'Too few sub-judges cover its category without a conflict of interest.',
};

/** Reads what the plan depends on and makes it (docs/product.md#assignment). */
async function makePlan(db: DbLike, seasonId: number, opts: PlanOpts): Promise<AssignmentPlan> {
  // Entries still to be decided: an awarded or not-awarded entry needs no more reviewers.
  const scope = and(
    eq(entries.seasonId, seasonId),
    reachedJury(),
    inArray(entries.status, ['submitted', 'in_review']),
    opts.categoryId === undefined ? undefined : eq(entries.categoryId, opts.categoryId),
  );
  const list = await db.select({ id: entries.id, categoryId: entries.categoryId }).from(entries).where(scope).orderBy(asc(entries.id));
  const ids = list.map((e) => e.id);
  const judges = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.identity, 2)).orderBy(asc(users.id));
  const loads = await db
    .select({ reviewerId: reviewAssignments.reviewerId, n: count() })
    .from(reviewAssignments)
    .innerJoin(entries, eq(entries.id, reviewAssignments.entryId))
    .where(eq(entries.seasonId, seasonId))
    .groupBy(reviewAssignments.reviewerId);
  const cats = await db.select().from(juryCategories);
  const current = ids.length
    ? await db.select({ entryId: reviewAssignments.entryId, reviewerId: reviewAssignments.reviewerId }).from(reviewAssignments).where(inArray(reviewAssignments.entryId, ids))
    : [];
  // Every conflicted pair of the scope, asked with the same rule as everywhere else (jury-scope.ts).
  const pairs = ids.length && judges.length
    ? await db
        .select({ entryId: entries.id, reviewerId: users.id })
        .from(entries)
        .innerJoin(users, eq(users.identity, 2))
        .where(and(scope, hasConflict(sql`${users.id}`)))
    : [];
  const loadOf = new Map(loads.map((l) => [l.reviewerId, l.n]));
  const subJudges = judges.map((j) => ({
    id: j.id,
    load: loadOf.get(j.id) ?? 0,
    categories: cats.filter((c) => c.reviewerId === j.id).map((c) => c.categoryId).sort((a, b) => a - b),
  }));
  const plan = planAssignment({
    perEntry: opts.perEntry,
    entries: list.map((e) => ({ id: e.id, categoryId: e.categoryId, assigned: current.filter((c) => c.entryId === e.id).map((c) => c.reviewerId) })),
    subJudges,
    conflicts: new Set(pairs.map((p) => `${p.entryId}:${p.reviewerId}`)),
  });
  const added = new Map<number, number>();
  for (const a of plan.assignments) for (const id of a.subJudgeIds) added.set(id, (added.get(id) ?? 0) + 1);
  const assignments = plan.assignments.map((a) => ({ applyOrderId: a.entryId, subJudgeIds: a.subJudgeIds }));
  const planId = createHash('sha256')
    .update(JSON.stringify({ seasonId, perEntry: opts.perEntry, categoryId: opts.categoryId ?? null, assignments, before: subJudges.map((s) => [s.id, s.load]) }))
    .digest('hex')
    .slice(0, 32);
  const filled = list.length - plan.unfilled.length;
  return {
    planId,
    perEntry: opts.perEntry,
    entries: list.length,
    subJudges: subJudges.map((s) => ({
      id: s.id,
      name: judges.find((j) => j.id === s.id)!.name,
      before: s.load,
      added: added.get(s.id) ?? 0,
      after: s.load + (added.get(s.id) ?? 0),
      categories: s.categories,
    })),
    assignments,
    unfilled: plan.unfilled.map((u) => ({ applyOrderId: u.entryId, missing: u.missing, reason: REASONS[u.reason] })),
    explanation: [
      `${list.length} entries still to decide${opts.categoryId === undefined ? '' : ' in the chosen category'}, ${judges.length} sub-judges, ${opts.perEntry} per entry.`,
      'Entries with the fewest possible sub-judges are filled first; each takes the eligible sub-judges with the lowest load (ties by id).',
      'Eligible: the sub-judge covers the category (none listed: all) and has no conflict of interest (declared, same organisation, same e-mail domain, own entry in the category).',
      `${assignments.reduce((n, a) => n + a.subJudgeIds.length, 0)} new assignments; ${filled} entries reach ${opts.perEntry}, ${plan.unfilled.length} stay short.`,
    ],
  };
}

/** `/judge/assignmentPlan`: the plan as it would be applied now. */
export async function previewAssignment(ctx: AppContext, opts: PlanOpts): Promise<AssignmentPlan> {
  const season = await judgeSeason(ctx.db);
  return makePlan(ctx.db, season.id, opts);
}

/**
 * `/judge/autoAssign`: makes the plan again under a lock on the season row (two judges applying
 * at once take turns) and applies it only when it is the one previewed (409 otherwise). Each
 * entry's change is audited.
 */
export async function applyAutoAssignment(ctx: AppContext, opts: PlanOpts & { actorId: number; planId: string }): Promise<AssignmentPlan> {
  const season = await judgeSeason(ctx.db);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, season.id)).for('update');
    const plan = await makePlan(tx, season.id, opts);
    if (plan.planId !== opts.planId) throw refuse('planChanged');
    const rows = plan.assignments.flatMap((a) => a.subJudgeIds.map((reviewerId) => ({ entryId: a.applyOrderId, reviewerId, assignedBy: opts.actorId })));
    const touched = plan.assignments.map((a) => a.applyOrderId);
    // Each entry's sub-judges before this plan, read first: its audit row says before and after, as assignSubJudges does.
    const had = new Map<number, number[]>();
    for (let i = 0; i < touched.length; i += 1000) {
      const assigned = await tx
        .select({ entryId: reviewAssignments.entryId, reviewerId: reviewAssignments.reviewerId })
        .from(reviewAssignments)
        .where(inArray(reviewAssignments.entryId, touched.slice(i, i + 1000)));
      for (const r of assigned) had.set(r.entryId, [...(had.get(r.entryId) ?? []), r.reviewerId]);
    }
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(reviewAssignments).values(rows.slice(i, i + 1000)).onConflictDoNothing();
    const audits = plan.assignments.map((a) => {
      const before = (had.get(a.applyOrderId) ?? []).sort((x, y) => x - y);
      return {
        actorId: opts.actorId,
        action: 'entry.assigned',
        subjectType: 'entry',
        subjectId: String(a.applyOrderId),
        entryId: a.applyOrderId,
        before: { subJudgeIds: before },
        after: { subJudgeIds: [...new Set([...before, ...a.subJudgeIds])].sort((x, y) => x - y), added: a.subJudgeIds, planId: plan.planId },
      };
    });
    for (let i = 0; i < audits.length; i += 1000) await tx.insert(auditLog).values(audits.slice(i, i + 1000));
    for (let i = 0; i < touched.length; i += 1000) {
      await refreshEntryStats(tx, touched.slice(i, i + 1000));
      await enterReview(tx, touched.slice(i, i + 1000));
    }
    return plan;
  });
}
