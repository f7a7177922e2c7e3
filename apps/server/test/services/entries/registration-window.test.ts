import { createEntry, editEntry, getRegistrationTime } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seasons } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seasonDates, seedCompetition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

describe('entries are created and edited only while registration is open', () => {
  it('reports the open window and accepts entries', async () => {
    t = await createTestApp();
    await seedCompetition(t, 'open');
    const me = await makeEntrant(t);
    const res = await call(t, getRegistrationTime, { token: me.token });
    expect(res.data).toMatchObject({ isOpen: true, seasonYear: 2027 });
    expect(Date.parse(res.data.opensAt)).toBeLessThan(Date.parse(res.data.now));
    expect(Date.parse(res.data.closesAt)).toBeGreaterThan(Date.parse(res.data.now));
  });

  it('refuses to create, edit or submit once registration has closed, changing nothing', async () => {
    t = await createTestApp();
    const comp = await seedCompetition(t, 'open');
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const draft = (await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'T', description: 'D', credits: 'C', imageFileIds: [img] } })).data;
    // The organisers close registration.
    await t.ctx.db.update(seasons).set(seasonDates('closed')).where(eq(seasons.id, comp.seasons.current));
    expect((await call(t, getRegistrationTime, { token: me.token })).data.isOpen).toBe(false);
    const before = await snapshot(t);

    const created = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } });
    expect(created.status).toBe(409);
    expect(created.msg).toBe('Registration for this season has closed; entries can no longer be created or changed.');
    const edited = await call(t, editEntry, { token: me.token, body: { apply_order_id: draft.id, title: 'Late' } });
    expect(edited.status).toBe(409);
    const submitted = await call(t, editEntry, { token: me.token, body: { apply_order_id: draft.id, submit: true } });
    expect(submitted.status).toBe(409);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses before registration opens, and says so', async () => {
    t = await createTestApp();
    const comp = await seedCompetition(t, 'upcoming');
    const me = await makeEntrant(t);
    expect((await call(t, getRegistrationTime, { token: me.token })).data.isOpen).toBe(false);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } });
    expect(res.status).toBe(409);
    expect(res.msg).toBe('Registration for this season has not opened yet.');
  });

  it('keeps a draft of a past season closed, even while the current season is open', async () => {
    t = await createTestApp();
    const comp = await seedCompetition(t, 'open');
    const me = await makeEntrant(t);
    const old = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, categoryId: comp.cats.furniture });
    expect((await call(t, editEntry, { token: me.token, body: { apply_order_id: old.id, title: 'Revive' } })).status).toBe(409);
  });

  it('has no window without a current season', async () => {
    t = await createTestApp();
    const me = await makeEntrant(t);
    const res = await call(t, getRegistrationTime, { token: me.token });
    expect(res.data).toMatchObject({ isOpen: false, seasonYear: null, opensAt: null, closesAt: null });
    const created = await call(t, createEntry, { token: me.token, body: { categoryId: 1 } });
    expect(created.status).toBe(409);
    expect(created.msg).toBe('No competition season is open for entries.');
  });
});
