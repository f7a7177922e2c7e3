import { createEntry, editEntry, getEntryInfo } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition, snapshot, uploadImage } from '../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
});
afterAll(() => t.close());

describe('entry: starting a draft', () => {
  it('creates a draft in the current season with what was given, and audits it', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: '  Fold chair ', draftStep: 1 } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'draft',
      title: 'Fold chair',
      seasonYear: 2027,
      draftStep: 1,
      category: { id: comp.cats.furniture, name: 'Furniture', groupName: 'Product Design' },
      entryFeeCents: 29_900,
      entryFeeStatus: 'unpaid',
      images: [],
      pdf: null,
      canEdit: true,
      canEditImages: true,
      submittedAt: null,
      documents: { entryFeeInvoice: false, winnerPackageFeeInvoice: false, additionalTrophyFeeInvoice: false, certificate: false },
    });
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.create'), eq(auditLog.subjectId, String(res.data.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(me.id);
  });

  it('names the category in the reader’s language', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture }, language: 'zh-CN' });
    expect(res.data.category).toEqual({ id: comp.cats.furniture, name: '家具', groupName: '产品设计' });
  });

  it('refuses a group, an unknown category, and text over the limits, creating nothing', async () => {
    const me = await makeEntrant(t);
    const before = await snapshot(t);
    const group = await call(t, createEntry, { token: me.token, body: { categoryId: comp.group } });
    expect(group.status).toBe(422);
    expect(group.msg).toEqual({ categoryId: ['Please choose one of the categories open for entries.'] });
    expect((await call(t, createEntry, { token: me.token, body: { categoryId: 999_999 } })).status).toBe(422);
    const long = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'x'.repeat(201), description: 'y'.repeat(2001) } });
    expect(long.status).toBe(422);
    expect(long.msg).toEqual({ title: ['Must be at most 200 characters'], description: ['Must be at most 2000 characters'] });
    const missing = await call(t, createEntry, { token: me.token, body: { title: 'No category' } });
    expect(missing.msg).toEqual({ categoryId: ['This field is required'] });
    expect(await snapshot(t)).toEqual(before);
  });

  it('needs a login', async () => {
    expect((await call(t, createEntry, { body: { categoryId: comp.cats.furniture } })).status).toBe(401);
  });
});

describe('edit: saving and submitting', () => {
  it('saves only the fields sent and keeps the rest', async () => {
    const me = await makeEntrant(t);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'Lamp', credits: 'Me' } });
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, description: 'Light', videoUrl: 'https://example.com/v', draftStep: 2 } });
    expect(res.data).toMatchObject({ title: 'Lamp', credits: 'Me', description: 'Light', videoUrl: 'https://example.com/v', draftStep: 2, status: 'draft' });
    const cleared = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, videoUrl: null, categoryId: comp.cats.lighting } });
    expect(cleared.data).toMatchObject({ videoUrl: null, category: { id: comp.cats.lighting }, entryFeeCents: 19_900 });
  });

  it('answers "This field is required" for each thing submitting needs, and keeps the draft', async () => {
    const me = await makeEntrant(t);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'Half done' } });
    const before = await snapshot(t, data.id);
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true, credits: '   ' } });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({
      description: ['This field is required'],
      credits: ['This field is required'],
      imageFileIds: ['This field is required'],
    });
    // The fields sent with the refused submit were not saved either: one transaction.
    expect(await snapshot(t, data.id)).toEqual(before);
  });

  it('submits a complete draft, locks its text, and audits the submission', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'Done', description: 'D', credits: 'C', imageFileIds: [img] } });
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'submitted', canEdit: false, canEditImages: true, draftStep: 3 });
    expect(Date.parse(res.data.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.submit'), eq(auditLog.subjectId, String(data.id))));
    expect(audit).toHaveLength(1);

    const before = await snapshot(t, data.id);
    const again = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, title: 'Changed after submitting' } });
    expect(again.status).toBe(409);
    expect(again.msg).toBe('This entry has been submitted; only drafts can be edited.');
    expect((await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } })).status).toBe(409);
    expect(await snapshot(t, data.id)).toEqual(before);
    const info = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: data.id } });
    expect(info.data.title).toBe('Done');
  });

  it('lets only one of two simultaneous submits through', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'T', description: 'D', credits: 'C', imageFileIds: [img] } });
    const both = await Promise.all([1, 2].map(() => call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.submit'), eq(auditLog.subjectId, String(data.id))));
    expect(audit).toHaveLength(1);
  });
});

describe('submit re-checks what may have changed since the draft was saved', () => {
  it('refuses a draft whose category the organisers have closed', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.lighting, title: 'T', description: 'D', credits: 'C', imageFileIds: [img] } });
    await t.ctx.db.update(categories).set({ isActive: false }).where(eq(categories.id, comp.cats.lighting));
    try {
      const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, submit: true } });
      expect(res.status).toBe(422);
      expect(res.msg).toEqual({ categoryId: ['Please choose one of the categories open for entries.'] });
      const moved = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, categoryId: comp.cats.furniture, submit: true } });
      expect(moved.data.status).toBe('submitted');
    } finally {
      await t.ctx.db.update(categories).set({ isActive: true }).where(eq(categories.id, comp.cats.lighting));
    }
  });
});
