import { createEntry, editEntry, getEntryInfo } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../../src/db/schema.ts';
import { call, makeEntrant, onCompetitionApp, type Competition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

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
