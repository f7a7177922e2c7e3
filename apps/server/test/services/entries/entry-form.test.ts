import {
  assignSubJudge,
  createEntry,
  DEFAULT_ENTRY_FORM,
  editEntry,
  getEntryInfo,
  getJudgeEntryDetail,
  listSubJuryAwards,
  saveEntryForm,
  type CustomField,
  type EntryForm,
} from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, seasons } from '../../../src/db/schema.ts';
import { call, makeEntrant, seasonDates, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';
import { seedJury, type Jury } from '../judging/jury-fixtures.ts';

/*
 * The entry form from the entrant's side (docs/product.md#entry-form): a draft follows the form in
 * force, the server checks each custom value and what submitting needs, a submitted entry keeps its
 * form, and the jury reads only the fields the form shows them.
 */

let t: TestApp;
let j: Jury;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  // Entries are taken again: the jury fixture's season is in review.
  await t.ctx.db.update(seasons).set(seasonDates('open')).where(eq(seasons.id, j.comp.seasons.current));
  admin = (await makeStaff(t, 'administrator')).token;
});
afterAll(() => t?.close());

const custom = (over: Partial<CustomField>): CustomField => ({ key: 'material', type: 'shortText', label: 'Main material', labelZh: '主要材料', help: '', helpZh: '', required: false, maxLength: 40, options: [], min: null, max: null, showToJury: true, ...over });
const FORM: EntryForm = {
  builtIn: { ...DEFAULT_ENTRY_FORM.builtIn, title: { ...DEFAULT_ENTRY_FORM.builtIn.title, maxLength: 30 }, pdf: { ...DEFAULT_ENTRY_FORM.builtIn.pdf, enabled: false } },
  custom: [
    custom({ required: true }),
    custom({ key: 'stage', type: 'choice', label: 'Stage', labelZh: '阶段', required: true, maxLength: null, options: [{ value: 'concept', label: 'Concept', labelZh: '概念' }, { value: 'market', label: 'On the market', labelZh: '已上市' }] }),
    custom({ key: 'units', type: 'number', label: 'Units sold', labelZh: '销量', maxLength: null, min: 0, max: 1_000_000 }),
    custom({ key: 'client', label: 'Client', labelZh: '客户', showToJury: false }),
  ],
};

async function setForm(form: EntryForm | null) {
  const res = await call(t, saveEntryForm, { token: admin, body: { seasonId: j.comp.seasons.current, categoryId: null, form } });
  expect(res.status).toBe(200);
}

describe('an entry under the season form', () => {
  it('saves custom values with the draft and answers the form with the entry', async () => {
    await setForm(FORM);
    const me = await makeEntrant(t);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: j.comp.cats.furniture, title: 'Chair', customFields: { material: ' Oak ', units: 120 } } });
    expect(res.status).toBe(200);
    expect(res.data.customFields).toEqual({ material: 'Oak', units: 120 });
    expect(res.data.form.custom.map((f: CustomField) => f.key)).toEqual(['material', 'stage', 'units', 'client']);
    const cleared = await call(t, editEntry, { token: me.token, body: { apply_order_id: res.data.id, customFields: { units: null, stage: 'concept' } } });
    expect(cleared.data.customFields).toEqual({ material: 'Oak', stage: 'concept' });
  });

  it.each([
    ['a key the form does not have', { nope: 'x' }, 'customFields.nope', null],
    ['text for a number', { units: 'many' }, 'customFields.units', null],
    ['a number out of bounds', { units: -1 }, 'customFields.units', 'numberOutOfRange'],
    ['a choice not offered', { stage: 'prototype' }, 'customFields.stage', 'choiceNotOffered'],
    ['text over its limit', { material: 'x'.repeat(41) }, 'customFields.material', null],
  ])('refuses %s with a 422 on that field, changing nothing', async (_name, customFields, field, reason) => {
    const me = await makeEntrant(t);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: j.comp.cats.furniture, title: 'Stool' } });
    const [before] = await t.ctx.db.select().from(entries).where(eq(entries.id, data.id));
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, customFields } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.msg)).toEqual([field]);
    if (reason) expect(res.body.reason).toBe(reason);
    const [after] = await t.ctx.db.select().from(entries).where(eq(entries.id, data.id));
    expect(after).toEqual(before);
  });

  it("refuses a title longer than the form's limit", async () => {
    const me = await makeEntrant(t);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: j.comp.cats.furniture, title: 'x'.repeat(31) } });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ title: ['Must be at most 30 characters'] });
  });

  it('requires what the form requires at submission, custom fields by key', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: j.comp.cats.furniture, title: 'Desk', description: 'D', credits: 'C', imageFileIds: [img] } });
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ 'customFields.material': ['This field is required'], 'customFields.stage': ['This field is required'] });
  });

  it('keeps the form an entry was submitted with when the organiser changes it', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, {
      token: me.token,
      body: { categoryId: j.comp.cats.furniture, title: 'Lamp', description: 'D', credits: 'C', imageFileIds: [img], customFields: { material: 'Brass', stage: 'market', client: 'Hotel Lumen' } },
    });
    const submitted = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
    expect(submitted.status).toBe(200);
    await setForm({ ...FORM, custom: [custom({ key: 'colour', label: 'Colour' })] });
    const later = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: data.id } });
    expect(later.data.form.custom.map((f: CustomField) => f.key)).toEqual(['material', 'stage', 'units', 'client']);
    expect(later.data.customFields).toEqual({ material: 'Brass', stage: 'market', client: 'Hotel Lumen' });
    await setForm(FORM);
  });

  it('asks what the product always asked when the season has no form', async () => {
    await setForm(null);
    const me = await makeEntrant(t);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: j.comp.cats.furniture, title: 'Plain' } });
    expect(data.form).toEqual(DEFAULT_ENTRY_FORM);
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
    expect(Object.keys(res.msg).sort()).toEqual(['credits', 'description', 'imageFileIds']);
    await setForm(FORM);
  });
});

describe('what the jury reads', () => {
  it('shows reviewers only the fields the form shows them, and the judge the rest, marked apart', async () => {
    const entry = j.entries[1]!;
    await t.ctx.db
      .update(entries)
      .set({ formSnapshot: FORM, customFields: { material: 'Walnut', stage: 'market', client: j.entrants[1]!.name } })
      .where(eq(entries.id, entry.id));
    await call(t, assignSubJudge, { token: j.judge.token, body: { apply_order_id: entry.id, subJudgeIds: [j.sub2.id] } });
    const list = await call(t, listSubJuryAwards, { token: j.sub2.token });
    const seen = list.data.list.find((e: { id: number }) => e.id === entry.id);
    expect(seen.fields).toEqual([
      { key: 'material', label: 'Main material', labelZh: '主要材料', value: 'Walnut', valueZh: 'Walnut' },
      { key: 'stage', label: 'Stage', labelZh: '阶段', value: 'On the market', valueZh: '已上市' },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(j.entrants[1]!.name);
    const detail = await call(t, getJudgeEntryDetail, { token: j.judge.token, query: { apply_order_id: entry.id } });
    expect(detail.data.fields.map((f: { key: string }) => f.key)).toEqual(['material', 'stage']);
    expect(detail.data.hiddenFields).toEqual([{ key: 'client', label: 'Client', labelZh: '客户', value: j.entrants[1]!.name, valueZh: j.entrants[1]!.name }]);
  });
});
