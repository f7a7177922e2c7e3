import { createEntry } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.ts';
import { call, makeEntrant, onCompetitionApp, type Competition, snapshot } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

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
