import { createEntry, editEntry } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationCodes } from '../../../src/db/schema.ts';
import { BAD_INVITATION_CODES, insertBadInvitationCodes, call, makeEntrant, seedCompetition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  await t.ctx.db.insert(invitationCodes).values([
    { seasonId: comp.seasons.current, code: 'EarlyBird', discountPercent: 20 },
    { seasonId: comp.seasons.current, code: 'LAST', discountPercent: 100, maxUses: 1 },
  ]);
  await insertBadInvitationCodes(t);
});
afterAll(() => t.close());

const used = async (code: string) => (await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.code, code)))[0]!.usedCount;

async function completeDraft(token: string, userId: number, invitationCode?: string) {
  const img = await uploadImage(t, userId);
  return call(t, createEntry, { token, body: { categoryId: comp.cats.furniture, title: 'T', description: 'D', credits: 'C', imageFileIds: [img], invitationCode } });
}

describe('invitation codes on an entry', () => {
  it('leaves the fee unpaid, to be paid, when a code takes only part of it', async () => {
    const me = await makeEntrant(t);
    const draft = (await completeDraft(me.token, me.id, 'EarlyBird')).data;
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: draft.id, submit: true } });
    expect(res.data).toMatchObject({ status: 'submitted', entryFeeStatus: 'unpaid' });
  });

  it('records a valid code as the organisers wrote it, whatever its case', async () => {
    const me = await makeEntrant(t);
    const res = await completeDraft(me.token, me.id, ' earlybird ');
    expect(res.data.invitationCode).toBe('EarlyBird');
    const cleared = await call(t, editEntry, { token: me.token, body: { apply_order_id: res.data.id, invitationCode: '' } });
    expect(cleared.data.invitationCode).toBeNull();
  });

  it('refuses unknown, expired, inactive and used-up codes with 422 on invitationCode, changing nothing', async () => {
    const me = await makeEntrant(t);
    const draft = (await completeDraft(me.token, me.id)).data;
    const before = await snapshot(t);
    for (const [code, message] of Object.entries(BAD_INVITATION_CODES)) {
      const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: draft.id, title: 'Changed', invitationCode: code } });
      expect(res.status).toBe(422);
      expect(res.msg).toEqual({ invitationCode: [message] });
    }
    expect((await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, invitationCode: 'NOPE' } })).status).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });

  it('counts a use when the entry is submitted, and refuses a submit once the code is used up', async () => {
    const a = await makeEntrant(t);
    const b = await makeEntrant(t);
    const first = (await completeDraft(a.token, a.id, 'last')).data;
    const second = (await completeDraft(b.token, b.id, 'LAST')).data;
    expect(await used('LAST')).toBe(0);
    const submitted = await call(t, editEntry, { token: a.token, body: { apply_order_id: first.id, submit: true } });
    expect(submitted.status).toBe(200);
    // A 100 % code leaves nothing to pay: the fee is waived at once, no order needed.
    expect(submitted.data.entryFeeStatus).toBe('waived');
    expect(await used('LAST')).toBe(1);
    const before = await snapshot(t, second.id);
    const refused = await call(t, editEntry, { token: b.token, body: { apply_order_id: second.id, submit: true } });
    expect(refused.status).toBe(422);
    expect(refused.msg).toEqual({ invitationCode: ['This invitation code can no longer be used. Remove it or enter another.'] });
    expect(await snapshot(t, second.id)).toEqual(before);
    expect(await used('LAST')).toBe(1);
    // Without the code the entry goes through.
    const ok = await call(t, editEntry, { token: b.token, body: { apply_order_id: second.id, invitationCode: '', submit: true } });
    expect(ok.data).toMatchObject({ status: 'submitted', invitationCode: null });
  });
});
