import { getPerson, getUserInfo, listSeasons, login, searchPeople, setPersonActive, setPersonIdentity, type PersonDetail, type PersonSummary } from '@laurel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, juryCategories, paymentOrders, reviews, sessions, users } from '../../../src/db/schema.ts';
import { hashPassword } from '../../../src/services/accounts/passwords.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';
import { makeStaff } from './staff-fixtures.ts';

/*
 * The console's people (docs/product.md#people): search, one person's page, identity and a
 * sub-judge's categories, deactivation — on two replicas sharing Redis, since a deactivated
 * account's sessions must end on every one at once.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let t: TwoReplicas;
let comp: Competition;
let admin: { id: number; token: string; email: string };
let viewer: { id: number; token: string };
beforeAll(async () => {
  t = await createTwoReplicas(redisUrl);
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
  viewer = await makeStaff(t, 'viewer');
});
afterAll(() => t?.close());

const tag = `p${process.pid}x${Date.now() % 100000}`;
/** An account with a name, country and password of the test's choosing. */
async function person(values: { name: string; email?: string; country?: string; identity?: 0 | 1 | 2 | 3; staffRole?: string; password?: string }) {
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email: values.email ?? `${values.name.toLowerCase().replace(/\W+/g, '.')}.${tag}@example.com`,
      name: values.name,
      country: values.country ?? null,
      identity: values.identity ?? 0,
      staffRole: values.staffRole ?? null,
      passwordHash: await hashPassword(values.password ?? 'correct horse battery'),
    })
    .returning();
  return row!;
}
const search = async (query: Record<string, unknown>, token = viewer.token) => {
  const res = await call(t, searchPeople, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as { list: PersonSummary[]; total: number };
};
const auditOf = (id: number, action: string) =>
  t.ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, String(id)), eq(auditLog.action, action))).orderBy(asc(auditLog.id));

describe('searching people', () => {
  it('finds by part of a name or address, country, identity and staff role, paged newest first', async () => {
    const ada = await person({ name: `Ada ${tag}`, country: 'GB', identity: 1 });
    const bo = await person({ name: `Bo ${tag}`, country: 'CN', identity: 2 });
    const cy = await person({ name: `Cy ${tag}`, country: 'CN', staffRole: 'finance' });
    const all = await search({ q: tag });
    expect(all.total).toBe(3);
    expect(all.list.map((p) => p.id)).toEqual([cy.id, bo.id, ada.id]);
    expect(all.list[2]).toMatchObject({ name: `Ada ${tag}`, country: 'GB', identity: 1, staffRole: null, deactivatedAt: null });
    expect((await search({ q: `ADA ${tag.toUpperCase()}` })).list.map((p) => p.id)).toEqual([ada.id]);
    expect((await search({ q: bo.email.toUpperCase() })).list.map((p) => p.id)).toEqual([bo.id]);
    expect((await search({ q: tag, country: 'cn' })).list.map((p) => p.id)).toEqual([cy.id, bo.id]);
    expect((await search({ q: tag, identity: 2 })).list.map((p) => p.id)).toEqual([bo.id]);
    expect((await search({ q: tag, staffRole: 'finance' })).list.map((p) => p.id)).toEqual([cy.id]);
    expect((await search({ q: tag, staffRole: 'any' })).list.map((p) => p.id)).toEqual([cy.id]);
    expect((await search({ q: tag, staffRole: 'none' })).list.map((p) => p.id)).toEqual([bo.id, ada.id]);
    const page2 = await search({ q: tag, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.list.map((p) => p.id)).toEqual([ada.id]);
  });

  it('takes %, _ and \\ literally, and refuses what is not a filter', async () => {
    const odd = await person({ name: `100%_off\\ ${tag}` });
    await person({ name: `1000 offer ${tag}` });
    expect((await search({ q: '100%_off\\' })).list.map((p) => p.id)).toEqual([odd.id]);
    expect((await search({ q: `%${tag}` })).list).toEqual([]);
    expect((await search({ q: '_' })).list.every((p) => p.name.includes('_') || p.email.includes('_'))).toBe(true);
    expect((await search({ q: "' or 1=1 --" })).list).toEqual([]);
    for (const query of [{ identity: 4 }, { staffRole: 'root' }, { country: 'GBR' }, { pageSize: 101 }, { q: 'x'.repeat(101) }, { deactivated: 'maybe' }]) {
      expect((await call(t, searchPeople, { token: viewer.token, query })).status, JSON.stringify(query)).toBe(422);
    }
  });

  it('is for staff only', async () => {
    const entrant = await makeEntrant(t);
    expect((await call(t, searchPeople, { token: entrant.token, query: {} })).status).toBe(403);
    expect((await call(t, searchPeople, { query: {} })).status).toBe(401);
  });
});

describe("one person's page", () => {
  it('shows their entries, orders, reviews and jury categories, with counts', async () => {
    const p = await person({ name: `Dee ${tag}` });
    const entry = await insertEntry(t, { userId: p.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, title: 'Lamp', status: 'submitted' });
    await t.ctx.db.insert(paymentOrders).values({ orderNo: `O-${tag}`, entryId: entry.id, userId: p.id, feeKind: 'entry', provider: 'stripe', amountCents: 29_900, currency: 'USD', status: 'paid', paidAt: new Date() });
    const judge = await person({ name: `Jay ${tag}`, identity: 1 });
    await t.ctx.db.insert(reviews).values([
      { entryId: entry.id, reviewerId: judge.id, level: 'first', status: 'submitted', total: 850, awardChosen: true, submittedAt: new Date() },
      { entryId: entry.id, reviewerId: judge.id, level: 'second', status: 'draft' },
    ]);
    const own = (await call(t, getPerson, { token: viewer.token, query: { id: p.id } })).data as PersonDetail;
    expect(own).toMatchObject({ id: p.id, email: p.email, identity: 0, juryCategories: [], reviews: { total: 0, list: [] } });
    expect(own.entries).toMatchObject({ total: 1, list: [{ id: entry.id, title: 'Lamp', seasonYear: 2027, categoryName: 'Furniture', categoryNameZh: '家具', status: 'submitted' }] });
    expect(own.orders).toMatchObject({ total: 1, list: [{ orderNo: `O-${tag}`, amountCents: 29_900, status: 'paid', entryId: entry.id }] });
    const jay = (await call(t, getPerson, { token: viewer.token, query: { id: judge.id } })).data as PersonDetail;
    expect(jay.reviews).toMatchObject({ total: 2, counts: { firstDraft: 0, firstSubmitted: 1, secondDraft: 1, secondSubmitted: 0 } });
    expect(jay.reviews.list.map((r) => [r.entryTitle, r.level, r.status, r.total])).toEqual([
      ['Lamp', 'second', 'draft', null],
      ['Lamp', 'first', 'submitted', 850],
    ]);
  });

  it('is 404 for an id no account has, 422 for one that is not an id', async () => {
    const res = await call(t, getPerson, { token: viewer.token, query: { id: 2_000_000_000 } });
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('personNotFound');
    expect((await call(t, getPerson, { token: viewer.token, query: { id: 'abc' } })).status).toBe(422);
    expect((await call(t, getPerson, { token: viewer.token, query: { id: -1 } })).status).toBe(422);
  });
});

describe('setting an identity', () => {
  const covered = async (id: number) => (await t.ctx.db.select({ c: juryCategories.categoryId }).from(juryCategories).where(eq(juryCategories.reviewerId, id)).orderBy(asc(juryCategories.categoryId))).map((r) => r.c);

  it('makes a sub-judge of chosen categories, in force on the other replica at once, audited with before and after', async () => {
    const p = await makeEntrant(t);
    // The other replica caches the session as an entrant's.
    const onB = async () => (await t.b.app.inject({ method: 'GET', url: `/api${getUserInfo.path}`, headers: { token: p.token } })).json().data;
    expect((await onB()).identity).toBe(0);
    const res = await call(t, setPersonIdentity, { token: admin.token, body: { userId: p.id, identity: 2, categoryIds: [comp.cats.lighting, comp.cats.furniture] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sorted = [comp.cats.furniture, comp.cats.lighting].sort((a, b) => a - b);
    expect((res.data as PersonDetail).juryCategories.map((c) => c.id).sort((a, b) => a - b)).toEqual(sorted);
    expect((await onB()).identity).toBe(2);
    expect(await covered(p.id)).toEqual(sorted);
    expect(await auditOf(p.id, 'user.setJuryRole')).toMatchObject([{ actorId: admin.id, before: { identity: 0, categoryIds: [] }, after: { identity: 2, categoryIds: sorted } }]);
    // A judge covers no categories.
    await call(t, setPersonIdentity, { token: admin.token, body: { userId: p.id, identity: 1 } });
    expect(await covered(p.id)).toEqual([]);
  });

  it('refuses a non-existent account, unknown categories, a group, categories for a judge, a bad identity — changing nothing', async () => {
    const p = await makeEntrant(t);
    const before = await auditOf(p.id, 'user.setJuryRole');
    const tries: [unknown, number, string | undefined][] = [
      [{ userId: 2_000_000_000, identity: 1 }, 404, 'personNotFound'],
      [{ userId: p.id, identity: 2, categoryIds: [999_999_999] }, 422, 'juryCategoryNotFound'],
      [{ userId: p.id, identity: 2, categoryIds: [comp.group] }, 422, 'juryCategoryIsGroup'],
      [{ userId: p.id, identity: 1, categoryIds: [comp.cats.furniture] }, 422, 'juryCategoriesSubJudgeOnly'],
      [{ userId: p.id, identity: 4 }, 422, undefined],
      [{ userId: p.id, identity: 2, categoryIds: [comp.cats.furniture, comp.cats.furniture] }, 422, undefined],
    ];
    for (const [body, status, reason] of tries) {
      const res = await call(t, setPersonIdentity, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (reason) expect(res.body.reason).toBe(reason);
    }
    expect((await t.ctx.db.select().from(users).where(eq(users.id, p.id)))[0]!.identity).toBe(0);
    expect(await auditOf(p.id, 'user.setJuryRole')).toEqual(before);
    // A viewer and a content editor may look but not change.
    expect((await call(t, setPersonIdentity, { token: viewer.token, body: { userId: p.id, identity: 1 } })).status).toBe(403);
  });

  it('applies 20 concurrent changes one after another: each audited with the before it replaced, the categories matching the last', async () => {
    const p = await makeEntrant(t);
    const { furniture, lighting } = comp.cats;
    const bodies = Array.from({ length: 20 }, (_, i) => {
      const identity = ([0, 1, 2, 3] as const)[i % 4];
      return { userId: p.id, identity, categoryIds: identity === 2 ? (i % 8 === 2 ? [furniture] : [furniture, lighting]) : [] };
    });
    const results = await Promise.all(bodies.map((body) => call(t, setPersonIdentity, { token: admin.token, body })));
    expect(results.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const audits = await auditOf(p.id, 'user.setJuryRole');
    expect(audits).toHaveLength(20);
    // A chain: each change's before is the previous one's after.
    type Role = { identity: number; categoryIds: number[] };
    let prev: Role = { identity: 0, categoryIds: [] };
    for (const a of audits) {
      expect(a.before).toEqual(prev);
      prev = a.after as Role;
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.identity).toBe(prev.identity);
    expect(await covered(p.id)).toEqual(prev.categoryIds);
  });
});

describe('deactivating', () => {
  it("ends the account's sessions on every replica at once, refuses its login in both languages, and reactivates", async () => {
    const p = await person({ name: `Eve ${tag}`, password: 'correct horse battery' });
    const loginAs = (language = 'en') => call(t, login, { body: { email: p.email, password: 'correct horse battery' }, language });
    const token = (await loginAs()).data.token as string;
    // Both replicas have the session cached.
    const onB = () => t.b.app.inject({ method: 'GET', url: `/api${getUserInfo.path}`, headers: { token } });
    expect((await onB()).statusCode).toBe(200);
    expect((await call(t, getUserInfo, { token })).status).toBe(200);

    const res = await call(t, setPersonActive, { token: admin.token, body: { userId: p.id, active: false } });
    expect(res.status).toBe(200);
    expect((res.data as PersonDetail).deactivatedAt).not.toBeNull();
    expect((await onB()).statusCode).toBe(401);
    expect((await call(t, getUserInfo, { token })).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);

    const refused = await loginAs();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'accountDeactivated', msg: 'This account has been deactivated. Please contact the organisers.' });
    expect((await loginAs('zh-CN')).body.msg).toBe('该账户已被停用，请联系主办方。');
    // The wrong password is told apart from nothing: deactivation is said only with the right one.
    expect((await call(t, login, { body: { email: p.email, password: 'wrong password here' } })).body.reason).toBe('wrongLogin');
    expect((await search({ q: p.email, deactivated: true })).list.map((x) => x.id)).toEqual([p.id]);
    expect((await search({ q: p.email, deactivated: false })).list).toEqual([]);

    expect((await call(t, setPersonActive, { token: admin.token, body: { userId: p.id, active: true } })).data.deactivatedAt).toBeNull();
    expect((await loginAs()).status).toBe(200);
    expect((await auditOf(p.id, 'user.deactivate')).map((a) => [a.actorId, (a.before as { deactivatedAt: unknown }).deactivatedAt])).toEqual([[admin.id, null]]);
    expect((await auditOf(p.id, 'user.reactivate')).map((a) => (a.after as { deactivatedAt: unknown }).deactivatedAt)).toEqual([null]);
  });

  it("ends a staff member's console access at once on the other replica", async () => {
    const staff = await makeStaff(t, 'viewer');
    const onB = () => t.b.app.inject({ method: 'GET', url: `/api${listSeasons.path}`, headers: { token: staff.token } });
    expect((await onB()).statusCode).toBe(200);
    await call(t, setPersonActive, { token: admin.token, body: { userId: staff.id, active: false } });
    expect((await onB()).statusCode).toBe(401);
  });

  it('refuses an administrator deactivating themselves, an unknown account, and anyone without the people permission', async () => {
    const own = await call(t, setPersonActive, { token: admin.token, body: { userId: admin.id, active: false } });
    expect(own.status).toBe(409);
    expect(own.body.reason).toBe('ownAccountKept');
    expect((await call(t, getUserInfo, { token: admin.token })).status).toBe(200);
    expect((await call(t, setPersonActive, { token: admin.token, body: { userId: 2_000_000_000, active: false } })).status).toBe(404);
    const p = await makeEntrant(t);
    const content = await makeStaff(t, 'content');
    expect((await call(t, setPersonActive, { token: content.token, body: { userId: p.id, active: false } })).status).toBe(403);
    expect((await call(t, setPersonActive, { token: p.token, body: { userId: admin.id, active: false } })).status).toBe(403);
    expect((await t.ctx.db.select().from(users).where(inArray(users.id, [p.id, admin.id]))).map((u) => u.deactivatedAt)).toEqual([null, null]);
  });
});
