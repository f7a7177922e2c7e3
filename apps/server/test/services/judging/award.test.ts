import { awardEntry } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, awardLevels, entries, feeDecisions, trophyOrders } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

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

  it('keeps an award while money paid or being paid for it stands (the fee ledger)', async () => {
    const me = await makeEntrant(t);
    const rowOf = async (id: number) => (await t.ctx.db.select().from(entries).where(eq(entries.id, id)))[0]!;
    for (const winnerPackageFeeStatus of ['paid', 'pending'] as const) {
      const entry = await entryOf(me.id, { status: 'awarded', awardLevelId: comp.levels.gold, winnerPackageFeeStatus });
      const res = await award(entry.id, null);
      expect(res.status).toBe(409);
      expect(res.msg).toMatch(winnerPackageFeeStatus === 'paid' ? /refund it before withdrawing/ : /in progress/);
      expect(await rowOf(entry.id)).toMatchObject({ status: 'awarded', awardLevelId: comp.levels.gold });
      // Another level keeps what was paid for the award.
      expect((await award(entry.id, comp.levels.silver)).status).toBe(200);
    }
    // One paid trophy order among unpaid ones holds it too, though the entry's summary says "unpaid".
    const entry = await entryOf(me.id, { status: 'awarded', awardLevelId: comp.levels.gold, winnerPackageFeeStatus: 'waived', additionalTrophyFeeStatus: 'unpaid' });
    const address = { recipient: 'Mia Chen', company: null, line1: '1 Quay', line2: null, city: 'Oslo', region: null, postalCode: null, country: 'NO', areaCode: '+47', phone: '12345678' };
    const trophy = (feeStatus: string) => ({ entryId: entry.id, userId: me.id, quantity: 1, unitFeeCents: 100, amountCents: 100, feeStatus, address });
    await t.ctx.db.insert(trophyOrders).values([trophy('unpaid'), trophy('paid')] as (typeof trophyOrders.$inferInsert)[]);
    const res = await award(entry.id, null);
    expect(res.status).toBe(409);
    expect(res.msg).toMatch(/Trophies of this award are paid/);
    // Nothing paid: the award can go.
    const free = await entryOf(me.id, { status: 'awarded', awardLevelId: comp.levels.gold, winnerPackageFeeStatus: 'unpaid' });
    expect((await award(free.id, null)).data).toMatchObject({ status: 'not_awarded' });
  });

  it('waives the winner package of a level that asks nothing for it, as a recorded decision', async () => {
    const me = await makeEntrant(t);
    const [level] = await t.ctx.db.insert(awardLevels).values({ seasonId: comp.seasons.current, name: 'Jury Mention', rank: 9, winnerPackageFeeCents: 0 }).returning();
    const entry = await entryOf(me.id);
    expect((await award(entry.id, level!.id)).status).toBe(200);
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row).toMatchObject({ status: 'awarded', winnerPackageFeeStatus: 'waived' });
    const decisions = await t.ctx.db.select().from(feeDecisions).where(eq(feeDecisions.entryId, entry.id));
    expect(decisions).toMatchObject([{ feeKind: 'winnerPackage', kind: 'waive', actorId: judge.id }]);
    // Awarded the same level again: the waiver stands, no second decision.
    expect((await award(entry.id, level!.id)).status).toBe(200);
    expect(await t.ctx.db.select().from(feeDecisions).where(eq(feeDecisions.entryId, entry.id))).toHaveLength(1);
  });
});
