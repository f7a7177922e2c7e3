import { awardEntry } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries } from '../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/* The judge's final award (docs/product.md#judge-calls): what the winner-package fee follows. */

let t: TestApp;
let comp: Competition;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://laurel.test' } });
  comp = await seedCompetition(t);
  judge = await makeEntrant(t, { identity: 1 });
});
afterAll(() => t?.close());

const entryOf = (userId: number, values: Partial<typeof entries.$inferInsert> = {}) =>
  insertEntry(t, { userId, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'in_review', entryFeeStatus: 'paid', title: 'Halo lamp', ...values });
const award = (id: number, awardLevelId: number | null, token = judge.token) =>
  call(t, awardEntry, { token, body: { apply_order_id: id, awardLevelId, comment: 'Unanimous' } });

describe('POST /judge/award', () => {
  it('awards an entry whose fee is settled, audits it and tells the entrant once', async () => {
    const me = await makeEntrant(t);
    const entry = await entryOf(me.id);
    const res = await award(entry.id, comp.levels.gold);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: entry.id, status: 'awarded', award: { id: comp.levels.gold, name: 'Gold', rank: 1 } });
    // The same award again changes nothing the entrant needs to hear about.
    expect((await award(entry.id, comp.levels.gold)).status).toBe(200);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'entry'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit.map((a) => a.action)).toEqual(['entry.awarded', 'entry.awarded']);
    for (;;) {
      if (t.mails.some((m) => m.to.includes(me.email) && /^Gold for “Halo lamp”/.test(m.subject))) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(t.mails.filter((m) => m.to.includes(me.email))).toHaveLength(1);
    const none = await award(entry.id, null);
    expect(none.data).toMatchObject({ status: 'not_awarded', award: null });
  });

  it('refuses an unsettled entry fee, a draft, an unknown level, and anyone but a judge', async () => {
    const me = await makeEntrant(t);
    expect((await award((await entryOf(me.id, { entryFeeStatus: 'unpaid' })).id, comp.levels.gold)).status).toBe(409);
    expect((await award((await entryOf(me.id, { status: 'draft' })).id, comp.levels.gold)).status).toBe(409);
    const entry = await entryOf(me.id);
    expect((await award(entry.id, 999_999)).status).toBe(422);
    expect((await award(entry.id, comp.levels.gold, me.token)).status).toBe(403);
    expect((await award(999_999, comp.levels.gold)).status).toBe(404);
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row).toMatchObject({ status: 'in_review', awardLevelId: null });
  });
});
