import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAssignment, type PlanInput } from '../../../src/services/judging/plan-assignment.ts';

/* The automatic assignment's promises (docs/product.md#assignment), over many generated panels. */

const panel = fc.record({
  perEntry: fc.integer({ min: 1, max: 5 }),
  entries: fc.integer({ min: 0, max: 120 }),
  subJudges: fc.integer({ min: 1, max: 12 }),
  categories: fc.integer({ min: 1, max: 4 }),
});

const build = (p: { perEntry: number; entries: number; subJudges: number; categories: number }, extra: Partial<PlanInput> = {}): PlanInput => ({
  perEntry: p.perEntry,
  entries: Array.from({ length: p.entries }, (_, i) => ({ id: i + 1, categoryId: (i % p.categories) + 1, assigned: [] })),
  subJudges: Array.from({ length: p.subJudges }, (_, i) => ({ id: 100 + i, load: 0, categories: [] })),
  conflicts: new Set(),
  ...extra,
});

const loadsOf = (out: ReturnType<typeof planAssignment>) => [...out.loads.values()];

describe('the automatic assignment', () => {
  it('keeps every load within one of every other when anyone may take anything', () => {
    fc.assert(
      fc.property(panel, (p) => {
        const out = planAssignment(build(p));
        const loads = loadsOf(out);
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
        const want = Math.min(p.perEntry, p.subJudges);
        for (const a of out.assignments) {
          expect(a.subJudgeIds).toHaveLength(want);
          expect(new Set(a.subJudgeIds).size).toBe(want);
        }
        expect(out.assignments.length).toBe(p.entries);
        expect(out.unfilled.length).toBe(p.perEntry > p.subJudges ? p.entries : 0);
      }),
    );
  });

  it('never assigns a conflicted pair or a category a sub-judge does not cover, and says why an entry stays short', () => {
    fc.assert(
      fc.property(panel, fc.array(fc.tuple(fc.nat(119), fc.nat(11))), fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }), { minLength: 12, maxLength: 12 }), (p, pairs, cats) => {
        const input = build(p);
        input.subJudges.forEach((s, i) => (s.categories = cats[i]!));
        input.conflicts = new Set(pairs.map(([e, s]) => `${e + 1}:${100 + s}`));
        const out = planAssignment(input);
        for (const a of out.assignments) {
          const entry = input.entries.find((e) => e.id === a.entryId)!;
          for (const s of a.subJudgeIds) {
            expect(input.conflicts.has(`${a.entryId}:${s}`)).toBe(false);
            const covers = input.subJudges.find((x) => x.id === s)!.categories;
            expect(covers.length === 0 || covers.includes(entry.categoryId!)).toBe(true);
          }
        }
        for (const u of out.unfilled) {
          const got = out.assignments.find((a) => a.entryId === u.entryId)?.subJudgeIds.length ?? 0;
          expect(got + u.missing).toBe(p.perEntry);
        }
      }),
    );
  });

  it('fills the rest of an entry that already has sub-judges, and levels uneven loads first', () => {
    const out = planAssignment({
      perEntry: 2,
      entries: [
        { id: 1, categoryId: 1, assigned: [100] },
        { id: 2, categoryId: 1, assigned: [] },
      ],
      subJudges: [
        { id: 100, load: 5, categories: [] },
        { id: 101, load: 0, categories: [] },
        { id: 102, load: 1, categories: [] },
      ],
      conflicts: new Set(),
    });
    expect(out.assignments).toEqual([
      { entryId: 1, subJudgeIds: [101] },
      { entryId: 2, subJudgeIds: [101, 102] },
    ]);
    expect(Object.fromEntries(out.loads)).toEqual({ 100: 5, 101: 2, 102: 2 });
  });

  it('makes the same plan from the same input', () => {
    fc.assert(
      fc.property(panel, (p) => {
        expect(planAssignment(build(p))).toEqual(planAssignment(build(p)));
      }),
      { numRuns: 30 },
    );
  });
});
