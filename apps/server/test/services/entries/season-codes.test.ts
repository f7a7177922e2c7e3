import { createEntry, editEntry, getEntryFee } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, entries, invitationCodes } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition, snapshot, uploadImage, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * An entry uses its own season's categories and codes, and a code's terms (docs/product.md#codes):
 * a percentage, a fixed amount capped at the fee, a waiver; a cap per entrant; a list of
 * categories. The quote and the submission follow the one rule
 * (services/competition/invitation-code-rule.ts). Furniture costs $299.00, Lighting $199.00.
 */

let t: TestApp;
let comp: Competition;
let pastCategory: number;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  const [group] = await t.ctx.db.insert(categories).values({ seasonId: comp.seasons.past, name: 'Old group' }).returning({ id: categories.id });
  const [leaf] = await t.ctx.db
    .insert(categories)
    .values({ seasonId: comp.seasons.past, parentId: group!.id, name: 'Old furniture', entryFeeCents: 100 })
    .returning({ id: categories.id });
  pastCategory = leaf!.id;
  const current = comp.seasons.current;
  await t.ctx.db.insert(invitationCodes).values([
    { seasonId: comp.seasons.past, code: 'LASTYEAR', discountPercent: 50 },
    { seasonId: current, code: 'FIFTY', discountCents: 5_000 },
    { seasonId: current, code: 'HUGE', discountCents: 1_000_000 },
    { seasonId: current, code: 'ONCE', discountPercent: 10, maxUsesPerEntrant: 1 },
    { seasonId: current, code: 'LAMPS', discountPercent: 100, categoryIds: [comp.cats.lighting] },
  ]);
});
afterAll(() => t.close());

const used = async (code: string) => (await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.code, code)))[0]!.usedCount;

async function draft(token: string, userId: number, body: Record<string, unknown> = {}) {
  const img = await uploadImage(t, userId);
  return call(t, createEntry, { token, body: { categoryId: comp.cats.furniture, title: 'T', description: 'D', credits: 'C', imageFileIds: [img], ...body } });
}
const submit = (token: string, id: number) => call(t, editEntry, { token, body: { apply_order_id: id, submit: true } });
const quote = (token: string, id: number, invitationCode?: string) => call(t, getEntryFee, { token, body: { apply_order_id: id, invitationCode } });

describe("an entry's season", () => {
  it("refuses another season's category on a new entry and on a draft, changing nothing", async () => {
    const me = await makeEntrant(t);
    const before = await snapshot(t);
    const created = await call(t, createEntry, { token: me.token, body: { categoryId: pastCategory, title: 'Old' } });
    expect(created.status).toBe(422);
    expect(created.body.reason).toBe('categoryNotOpen');
    expect(await snapshot(t)).toEqual(before);
    const ok = await draft(me.token, me.id);
    const edited = await call(t, editEntry, { token: me.token, body: { apply_order_id: ok.data.id, categoryId: pastCategory } });
    expect(edited.status).toBe(422);
    expect(edited.body.reason).toBe('categoryNotOpen');
    const [row] = await t.ctx.db.select().from(entries).where(eq(entries.id, ok.data.id));
    expect(row!.categoryId).toBe(comp.cats.furniture);
  });

  it("refuses another season's code, on the entry and on the quote", async () => {
    const me = await makeEntrant(t);
    const created = await draft(me.token, me.id, { invitationCode: 'LASTYEAR' });
    expect(created.status).toBe(422);
    expect(created.msg).toEqual({ invitationCode: ['This invitation code is not valid.'] });
    const ok = await draft(me.token, me.id);
    const quoted = await quote(me.token, ok.data.id, 'lastyear');
    expect(quoted.status).toBe(422);
    expect(quoted.body.reason).toBe('invitationCodeInvalid');
  });
});

describe("a code's terms", () => {
  it('takes a fixed amount off, and the submission leaves that much to pay', async () => {
    const me = await makeEntrant(t);
    const d = await draft(me.token, me.id, { invitationCode: 'fifty' });
    expect((await quote(me.token, d.data.id)).data).toMatchObject({ categoryFeeCents: 29_900, discountPercent: 0, discountCents: 5_000, amountCents: 24_900, invitationCodeProblem: null });
    expect(d.data.entryFeeCents).toBe(24_900);
    const res = await submit(me.token, d.data.id);
    expect(res.data).toMatchObject({ status: 'submitted', entryFeeStatus: 'unpaid', entryFeeCents: 24_900 });
    expect(await used('FIFTY')).toBe(1);
  });

  it('never takes more than the fee: a fixed amount above it waives the fee at submission', async () => {
    const me = await makeEntrant(t);
    const d = await draft(me.token, me.id, { invitationCode: 'HUGE' });
    expect((await quote(me.token, d.data.id)).data).toMatchObject({ categoryFeeCents: 29_900, discountCents: 29_900, amountCents: 0 });
    expect((await submit(me.token, d.data.id)).data).toMatchObject({ status: 'submitted', entryFeeStatus: 'waived', entryFeeCents: 0 });
  });

  it('counts uses per entrant: a second entry of the same entrant cannot use a once-per-entrant code', async () => {
    const me = await makeEntrant(t);
    const first = await draft(me.token, me.id, { invitationCode: 'ONCE' });
    const second = await draft(me.token, me.id, { invitationCode: 'ONCE' });
    expect((await submit(me.token, first.data.id)).status).toBe(200);
    // The second draft's quote now gives nothing and says why; its submission is refused.
    expect((await quote(me.token, second.data.id)).data).toMatchObject({ discountCents: 0, amountCents: 29_900, invitationCodeProblem: 'used_up' });
    const refused = await submit(me.token, second.data.id);
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe('invitationCodeGone');
    expect(await used('ONCE')).toBe(1);
    // A third draft cannot even take the code on; another entrant still can.
    const third = await draft(me.token, me.id, { invitationCode: 'ONCE' });
    expect(third.status).toBe(422);
    expect(third.msg).toEqual({ invitationCode: ['You have used this invitation code as often as it allows.'] });
    const other = await makeEntrant(t);
    expect((await draft(other.token, other.id, { invitationCode: 'ONCE' })).status).toBe(200);
  });

  it('applies only in its categories: refused elsewhere, a waiver in its own', async () => {
    const me = await makeEntrant(t);
    const elsewhere = await draft(me.token, me.id, { invitationCode: 'LAMPS' });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.msg).toEqual({ invitationCode: ['This invitation code does not cover the chosen category.'] });
    const lamp = await draft(me.token, me.id, { categoryId: comp.cats.lighting, invitationCode: 'LAMPS' });
    expect(lamp.status).toBe(200);
    expect((await quote(me.token, lamp.data.id)).data).toMatchObject({ categoryFeeCents: 19_900, discountPercent: 100, amountCents: 0 });
    // Moved to a category the code does not cover: the quote says so and the submission refuses it.
    expect((await call(t, editEntry, { token: me.token, body: { apply_order_id: lamp.data.id, categoryId: comp.cats.furniture } })).status).toBe(200);
    expect((await quote(me.token, lamp.data.id)).data).toMatchObject({ amountCents: 29_900, invitationCodeProblem: 'other_category' });
    const refused = await submit(me.token, lamp.data.id);
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe('invitationCodeNotForCategory');
    expect(await used('LAMPS')).toBe(0);
    // Back in its category, the waiver waives the fee at submission.
    await call(t, editEntry, { token: me.token, body: { apply_order_id: lamp.data.id, categoryId: comp.cats.lighting } });
    expect((await submit(me.token, lamp.data.id)).data).toMatchObject({ status: 'submitted', entryFeeStatus: 'waived' });
  });
});
