import { deleteJuryProfile, getJury, listAdminJuryProfiles, moveJuryProfiles, saveJuryProfile, type AdminJuryProfile, type SaveJuryProfileRequest } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, juryProfiles } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';
import { makeStaff } from './staff-fixtures.ts';

/*
 * Jury profiles in the console (docs/product.md#jury-profiles-in-the-console): made, changed,
 * reordered and deleted by the content role, plain-text bios and safe photo addresses, and the
 * public jury list on another replica changed at once.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let t: TwoReplicas;
let comp: Competition;
let editor: { id: number; token: string };
beforeAll(async () => {
  t = await createTwoReplicas(redisUrl);
  comp = await seedCompetition(t);
  editor = await makeStaff(t, 'content');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.ctx.db.delete(juryProfiles);
  await t.ctx.cache.invalidate('jury');
});

const body = (overrides: Partial<SaveJuryProfileRequest> = {}): SaveJuryProfileRequest => ({
  id: null,
  name: 'Mei Lin',
  title: 'Design director',
  titleZh: '设计总监',
  company: 'Studio Lin',
  country: 'cn',
  bio: 'Designs chairs.',
  bioZh: '设计椅子。',
  photoUrl: null,
  isPublished: true,
  seasonId: null,
  userId: null,
  ...overrides,
});
const save = async (overrides: Partial<SaveJuryProfileRequest> = {}, token = editor.token) => call(t, saveJuryProfile, { token, body: body(overrides) });
/** The public list as the other replica answers it (from its cache when it has one). */
const publicOnB = async (language = 'en') => {
  const res = await t.b.app.inject({ method: 'GET', url: `/api${getJury.path}`, headers: { 'accept-language': language } });
  return res.json().data as { id: number; name: string; title: string; bio: string }[];
};
/**
 * The other replica's public list once the invalidation has reached it: Redis pub/sub delivers it
 * a moment after the change commits (milliseconds; two seconds is the test's patience).
 */
const namesOnB = (names: string[]) =>
  vi.waitFor(async () => expect((await publicOnB()).map((p) => p.name)).toEqual(names), { timeout: 2000, interval: 10 });
const audits = (action: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

describe('jury profiles in the console', () => {
  it('makes and changes a profile, shown on the other replica at once, in both languages, audited', async () => {
    expect(await publicOnB()).toEqual([]);
    const made = await save();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.data).toMatchObject({ name: 'Mei Lin', country: 'CN', sort: 0, isPublished: true, userId: null });
    await namesOnB(['Mei Lin']);
    expect((await publicOnB('zh-CN'))[0]).toMatchObject({ title: '设计总监', bio: '设计椅子。' });

    const id = (made.data as AdminJuryProfile).id;
    expect((await save({ id, title: 'Chair of the jury' })).status).toBe(200);
    await vi.waitFor(async () => expect((await publicOnB())[0]!.title).toBe('Chair of the jury'), { timeout: 2000, interval: 10 });
    const [update] = await audits('juryProfile.update');
    expect(update).toMatchObject({ actorId: editor.id, subjectId: String(id), before: { title: 'Design director' }, after: { title: 'Chair of the jury' } });
    expect(await audits('juryProfile.create')).toHaveLength(1);

    // Unpublished: gone from the public list, still in the console's.
    await save({ id, isPublished: false });
    await namesOnB([]);
    expect((await call(t, listAdminJuryProfiles, { token: editor.token })).data).toMatchObject([{ id, isPublished: false }]);
  });

  it('stores bios and names as plain text and drops a photo address that is not http(s) or a path here', async () => {
    const res = await save({
      name: '<img src=x onerror=alert(1)>Ana <b>Ruiz</b>',
      bio: '<script>alert(1)</script>Hello <a href="javascript:alert(1)">there</a> & welcome',
      bioZh: '<p onclick="x()">你好</p>',
      photoUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Ana Ruiz', bio: 'Hello there & welcome', bioZh: '你好', photoUrl: null });
    const [row] = await t.ctx.db.select().from(juryProfiles).where(eq(juryProfiles.id, (res.data as AdminJuryProfile).id));
    expect(row).toMatchObject({ name: 'Ana Ruiz', bio: 'Hello there & welcome', bioZh: '你好', photoUrl: null });
    expect((await save({ photoUrl: 'data:image/png;base64,AAAA' })).data.photoUrl).toBeNull();
    expect((await save({ photoUrl: '/files/12/medium' })).data.photoUrl).toBe('/files/12/medium');
    // A name that is only markup is no name.
    const empty = await save({ name: '<b></b>' });
    expect(empty.status).toBe(422);
    expect(empty.body.reason).toBe('juryProfileNameEmpty');
  });

  it("shows a season's profiles only while it is current, and links an account", async () => {
    const person = await makeEntrant(t);
    const past = await save({ name: 'Past juror', seasonId: comp.seasons.past });
    const current = await save({ name: 'Current juror', seasonId: comp.seasons.current, userId: person.id });
    expect(current.data).toMatchObject({ seasonId: comp.seasons.current, userId: person.id, userEmail: person.email });
    expect(past.status).toBe(200);
    await namesOnB(['Current juror']);
    expect((await save({ seasonId: 2_000_000_000 })).status).toBe(422);
    expect((await save({ userId: 2_000_000_000 })).body.reason).toBe('personNotFound');
  });

  it('reorders every profile, refusing a list that misses or repeats one', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) ids.push(((await save({ name })).data as AdminJuryProfile).id);
    const [a, b, c] = ids as [number, number, number];
    expect((await call(t, moveJuryProfiles, { token: editor.token, body: { orderedIds: [c, a] } })).status).toBe(422);
    expect((await call(t, moveJuryProfiles, { token: editor.token, body: { orderedIds: [c, a, 2_000_000_000] } })).body.reason).toBe('juryProfileOrderIncomplete');
    expect((await call(t, moveJuryProfiles, { token: editor.token, body: { orderedIds: [c, a, a] } })).status).toBe(422);
    await namesOnB(['A', 'B', 'C']);
    const moved = await call(t, moveJuryProfiles, { token: editor.token, body: { orderedIds: [c, a, b] } });
    expect(moved.status).toBe(200);
    expect((moved.data as AdminJuryProfile[]).map((p) => p.name)).toEqual(['C', 'A', 'B']);
    await namesOnB(['C', 'A', 'B']);
    expect((await audits('juryProfile.move')).at(-1)).toMatchObject({ before: { orderedIds: [a, b, c] }, after: { orderedIds: [c, a, b] } });
  });

  it('deletes a profile, and is 404 for one that does not exist', async () => {
    const id = ((await save()).data as AdminJuryProfile).id;
    await namesOnB(['Mei Lin']);
    expect((await call(t, deleteJuryProfile, { token: editor.token, body: { id } })).status).toBe(200);
    await namesOnB([]);
    const again = await call(t, deleteJuryProfile, { token: editor.token, body: { id } });
    expect(again.status).toBe(404);
    expect(again.body.reason).toBe('juryProfileNotFound');
    expect((await save({ id })).status).toBe(404);
    expect(await audits('juryProfile.delete')).toMatchObject([{ subjectId: String(id), before: { name: 'Mei Lin' } }]);
  });

  it('lets staff with the content permission change profiles, and others only look', async () => {
    const viewer = await makeStaff(t, 'viewer');
    const finance = await makeStaff(t, 'finance');
    const entrant = await makeEntrant(t);
    expect((await save({}, viewer.token)).status).toBe(403);
    expect((await save({}, finance.token)).status).toBe(403);
    expect((await save({}, entrant.token)).status).toBe(403);
    expect((await call(t, listAdminJuryProfiles, { token: viewer.token })).status).toBe(200);
    expect(await t.ctx.db.select().from(juryProfiles)).toEqual([]);
    expect((await save({}, (await makeStaff(t, 'administrator')).token)).status).toBe(200);
  });
});
