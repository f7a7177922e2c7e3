import { getEntryInfo, getRegistrationTime, listEntries, listHistoryAwards, login } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { call } from '../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
  token = (await call(t, login, { body: { email: 'entrant@laurel.local', password: 'Entrant#2026' } })).data.token;
});
afterAll(() => t.close());

describe('the demo entrant’s account on a fresh install', () => {
  it('can enter the current season', async () => {
    expect((await call(t, getRegistrationTime, { token })).data.isOpen).toBe(true);
  });

  it('has a draft to resume at the images step and a submitted entry with images', async () => {
    const { data } = await call(t, listEntries, { token });
    const draft = data.list.find((e: { status: string }) => e.status === 'draft');
    const submitted = data.list.find((e: { status: string }) => e.status === 'submitted');
    expect(draft).toMatchObject({ draftStep: 2 });
    expect(submitted.coverUrl).toMatch(/^\/files\/\d+\/medium\?exp=/);
    const draftInfo = (await call(t, getEntryInfo, { token, query: { apply_order_id: draft.id } })).data;
    expect(draftInfo).toMatchObject({ canEdit: true, invitationCode: 'EARLYBIRD' });
    expect(draftInfo.images).toHaveLength(2);
    const submittedInfo = (await call(t, getEntryInfo, { token, query: { apply_order_id: submitted.id } })).data;
    expect(submittedInfo).toMatchObject({ canEdit: false, canEditImages: true, entryFeeStatus: 'paid', documents: { entryFeeInvoice: false } });
    expect(submittedInfo.images.length).toBeGreaterThanOrEqual(3);
  });

  it('has last season’s award in the history', async () => {
    const { data } = await call(t, listHistoryAwards, { token });
    expect(data.total).toBeGreaterThanOrEqual(1);
    expect(data.list[0]).toMatchObject({ status: 'awarded', isShow: true });
    expect(data.list[0].award).not.toBeNull();
  });
});
