import { editEntryImages, getEntryInfo } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, seasons } from '../../../src/db/schema.ts';
import { call, days, insertEntry, makeEntrant, seasonDates, seedCompetition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
let reviewing: number;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  // A season whose registration has closed and whose first review round has begun.
  const [s] = await t.ctx.db.insert(seasons).values({ year: 2028, name: 'Reviewing', ...seasonDates('review') }).returning({ id: seasons.id });
  reviewing = s!.id;
});
afterAll(() => t.close());

/** A submitted entry with one attached image. */
async function submittedEntry(userId: number, seasonId: number, status = 'submitted') {
  const img = await uploadImage(t, userId);
  const entry = await insertEntry(t, { userId, seasonId, categoryId: comp.cats.furniture, status, submittedAt: days(-1) });
  await t.ctx.db.update(files).set({ entryId: entry.id }).where(eq(files.id, img));
  return { entry, img };
}

describe('editImage: images may be replaced until review starts', () => {
  it('replaces a submitted entry’s images before review, detaches the old one and audits it', async () => {
    const me = await makeEntrant(t);
    const { entry, img } = await submittedEntry(me.id, comp.seasons.current);
    const info = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } });
    expect(info.data).toMatchObject({ canEdit: false, canEditImages: true });
    const [n1, n2] = [await uploadImage(t, me.id), await uploadImage(t, me.id)];
    const res = await call(t, editEntryImages, { token: me.token, body: { apply_order_id: entry.id, imageFileIds: [n2, n1] } });
    expect(res.status).toBe(200);
    expect(res.data.images.map((i: { fileId: number }) => i.fileId)).toEqual([n2, n1]);
    expect(res.data.status).toBe('submitted');
    expect((await t.ctx.db.select({ entryId: files.entryId }).from(files).where(eq(files.id, img)))[0]!.entryId).toBeNull();
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.images'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit).toMatchObject({ actorId: me.id, before: { imageFileIds: [img] }, after: { imageFileIds: [n2, n1] } });
  });

  it('refuses once the first review round has started, and for entries in review or decided', async () => {
    const me = await makeEntrant(t);
    const late = await submittedEntry(me.id, reviewing);
    const inReview = await submittedEntry(me.id, comp.seasons.current, 'in_review');
    const awarded = await submittedEntry(me.id, comp.seasons.past, 'awarded');
    const fresh = await uploadImage(t, me.id);
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: late.entry.id } })).data.canEditImages).toBe(false);
    const before = await snapshot(t);
    for (const { entry } of [late, inReview, awarded]) {
      const res = await call(t, editEntryImages, { token: me.token, body: { apply_order_id: entry.id, imageFileIds: [fresh] } });
      expect(res.status).toBe(409);
      expect(res.msg).toBe('Review of this entry has started; its images can no longer be changed.');
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('treats a draft like edit does: registration must be open', async () => {
    const me = await makeEntrant(t);
    const open = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current });
    const closed = await insertEntry(t, { userId: me.id, seasonId: reviewing });
    const img = await uploadImage(t, me.id);
    expect((await call(t, editEntryImages, { token: me.token, body: { apply_order_id: closed.id, imageFileIds: [img] } })).status).toBe(409);
    expect((await call(t, editEntryImages, { token: me.token, body: { apply_order_id: open.id, imageFileIds: [img] } })).status).toBe(200);
  });

  it('needs at least one image, and only the caller’s own uploads', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const { entry } = await submittedEntry(me.id, comp.seasons.current);
    const empty = await call(t, editEntryImages, { token: me.token, body: { apply_order_id: entry.id, imageFileIds: [] } });
    expect(empty.status).toBe(422);
    expect(empty.msg).toEqual({ imageFileIds: ['This field is required'] });
    const theirs = await uploadImage(t, other.id);
    const res = await call(t, editEntryImages, { token: me.token, body: { apply_order_id: entry.id, imageFileIds: [theirs] } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.msg)).toEqual(['imageFileIds']);
  });
});
