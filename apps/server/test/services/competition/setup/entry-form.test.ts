import { DEFAULT_ENTRY_FORM, getAdminEntryForm, saveEntryForm, type CustomField, type EntryForm } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, seasons } from '../../../../src/db/schema.ts';
import { call, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';

/* The entry form in the console (docs/product.md#entry-form): the season's and a category's own. */

let t: TestApp;
let comp: Competition;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = (await makeStaff(t, 'administrator')).token;
});
afterAll(() => t?.close());

const field = (over: Partial<CustomField>): CustomField => ({ key: 'material', type: 'shortText', label: 'Main material', labelZh: '主要材料', help: '', helpZh: '', required: true, maxLength: 80, options: [], min: null, max: null, showToJury: true, ...over });
const withCustom = (...custom: CustomField[]): EntryForm => ({ ...DEFAULT_ENTRY_FORM, custom });

describe('the entry form', () => {
  it("gives the product's default form until the organiser sets one", async () => {
    const res = await call(t, getAdminEntryForm, { token: admin, query: { seasonId: comp.seasons.current } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ categoryId: null, form: DEFAULT_ENTRY_FORM, ownForm: false, submittedEntries: 0 });
  });

  it('sets the season form, which a category follows until it has its own', async () => {
    const season = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId: null, form: withCustom(field({})) } });
    expect(season.status).toBe(200);
    const lighting = await call(t, getAdminEntryForm, { token: admin, query: { seasonId: comp.seasons.current, categoryId: comp.cats.lighting } });
    expect(lighting.data).toMatchObject({ ownForm: false, form: { custom: [{ key: 'material' }] } });
    const own = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId: comp.cats.lighting, form: withCustom(field({ key: 'lumens', type: 'number', min: 0, max: 100_000, maxLength: 5 })) } });
    expect(own.data).toMatchObject({ ownForm: true, form: { custom: [{ key: 'lumens', type: 'number', maxLength: null, min: 0 }] } });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entryForm.category'), eq(auditLog.subjectId, String(comp.cats.lighting))));
    expect(audit!.before).toBeNull();
    expect((audit!.after as EntryForm).custom[0]!.key).toBe('lumens');
    const back = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId: comp.cats.lighting, form: null } });
    expect(back.data).toMatchObject({ ownForm: false, form: { custom: [{ key: 'material' }] } });
  });

  it.each([
    ['a repeated key', withCustom(field({}), field({ label: 'Again' })), 'formKeysRepeat'],
    ['a choice without options', withCustom(field({ type: 'choice', options: [] })), 'formChoiceOptions'],
    ['a choice with a repeated value', withCustom(field({ type: 'choice', options: [{ value: 'a', label: 'A', labelZh: '' }, { value: 'a', label: 'B', labelZh: '' }] })), 'formChoiceOptions'],
    ['number bounds out of order', withCustom(field({ type: 'number', min: 5, max: 1 })), 'formBoundsOrder'],
    ['images min above max', { ...DEFAULT_ENTRY_FORM, builtIn: { ...DEFAULT_ENTRY_FORM.builtIn, images: { ...DEFAULT_ENTRY_FORM.builtIn.images, min: 6, max: 3 } } }, 'formBoundsOrder'],
  ])('refuses %s and changes nothing', async (_name, form, reason) => {
    const [before] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current));
    const res = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId: null, form } });
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe(reason);
    const [after] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current));
    expect(after!.entryForm).toEqual(before!.entryForm);
  });

  it('refuses a category of another season, or a group', async () => {
    for (const categoryId of [comp.group]) {
      const res = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId, form: null } });
      expect(res.status).toBe(404);
    }
    const other = await call(t, getAdminEntryForm, { token: admin, query: { seasonId: comp.seasons.past, categoryId: comp.cats.lighting } });
    expect(other.status).toBe(404);
  });

  it('does not require a field the form leaves out', async () => {
    const form: EntryForm = { ...DEFAULT_ENTRY_FORM, builtIn: { ...DEFAULT_ENTRY_FORM.builtIn, pdf: { ...DEFAULT_ENTRY_FORM.builtIn.pdf, enabled: false, required: true } } };
    const res = await call(t, saveEntryForm, { token: admin, body: { seasonId: comp.seasons.current, categoryId: null, form } });
    expect(res.data.form.builtIn.pdf).toMatchObject({ enabled: false, required: false });
  });
});
