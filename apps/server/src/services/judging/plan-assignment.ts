/*
 * The automatic assignment as a pure function (docs/product.md#assignment), so its balance and
 * determinism are tested on their own (test/services/judging/plan-assignment.test.ts).
 */

export interface PlanInput {
  perEntry: number;
  /** Entries to fill, with the sub-judges already on each. */
  entries: { id: number; categoryId: number | null; assigned: number[] }[];
  /** Sub-judges with their load before the plan and the categories they cover (empty: all). */
  subJudges: { id: number; load: number; categories: number[] }[];
  /** Pairs that may never be assigned, as `entryId:subJudgeId`. */
  conflicts: Set<string>;
}

export interface PlanOutput {
  assignments: { entryId: number; subJudgeIds: number[] }[];
  unfilled: { entryId: number; missing: number; reason: 'no_one_covers' | 'too_few_eligible' }[];
  loads: Map<number, number>;
}

/**
 * A greedy fill that keeps loads level: entries with the fewest eligible sub-judges go first (so
 * the scarce ones are not used up elsewhere), each taking the eligible sub-judges with the lowest
 * load, ties by id. Where every sub-judge may take every entry, each step adds one to the `k`
 * lowest loads, so no load ends more than one above another (when they started level). Same input,
 * same plan.
 */
export function planAssignment(input: PlanInput): PlanOutput {
  const loads = new Map(input.subJudges.map((s) => [s.id, s.load]));
  const covers = (s: PlanInput['subJudges'][number], categoryId: number | null) =>
    s.categories.length === 0 || (categoryId !== null && s.categories.includes(categoryId));
  const candidates = input.entries.map((e) => {
    const eligible = input.subJudges.filter((s) => covers(s, e.categoryId) && !input.conflicts.has(`${e.id}:${s.id}`) && !e.assigned.includes(s.id));
    return { entry: e, eligible, need: Math.max(0, input.perEntry - e.assigned.length), covered: input.subJudges.some((s) => covers(s, e.categoryId)) };
  });
  candidates.sort((a, b) => a.eligible.length - b.eligible.length || a.entry.id - b.entry.id);
  const assignments: PlanOutput['assignments'] = [];
  const unfilled: PlanOutput['unfilled'] = [];
  for (const c of candidates) {
    if (c.need === 0) continue;
    const chosen = [...c.eligible]
      .sort((a, b) => loads.get(a.id)! - loads.get(b.id)! || a.id - b.id)
      .slice(0, c.need)
      .map((s) => s.id);
    for (const id of chosen) loads.set(id, loads.get(id)! + 1);
    if (chosen.length) assignments.push({ entryId: c.entry.id, subJudgeIds: chosen.sort((a, b) => a - b) });
    if (chosen.length < c.need) {
      unfilled.push({ entryId: c.entry.id, missing: c.need - chosen.length, reason: c.covered ? 'too_few_eligible' : 'no_one_covers' });
    }
  }
  assignments.sort((a, b) => a.entryId - b.entryId);
  unfilled.sort((a, b) => a.entryId - b.entryId);
  return { assignments, unfilled, loads };
}
