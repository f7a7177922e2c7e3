import { createSeason, getCopyPlan, listSeasons, makeSeasonCurrent, updateSeason, type CreateSeasonRequest } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, awardLevels, categories, invitationCodes, seasons } from '../../../../src/db/schema.ts';
import { call, days, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';

/* Seasons in the console (docs/product.md#seasons): dates in order, copies, one current. */

let t: TestApp;
let comp: Competition;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = (await makeStaff(t, 'administrator')).token;
  await t.ctx.db.update(seasons).set({ reviewCriteria: [{ key: 'idea', name: 'Idea', weight: 60 }, { key: 'craft', name: 'Craft', weight: 40 }], scoreMax: 7 }).where(eq(seasons.id, comp.seasons.current));
  await t.ctx.db.insert(invitationCodes).values({ seasonId: comp.seasons.current, code: 'FRIENDS', discountPercent: 20, usedCount: 3, maxUses: 10, categoryIds: [comp.cats.lighting], expiresAt: days(20) });
});
afterAll(() => t?.close());

/** Counted from one moment: `days()` reads the clock each time, and a phase meant to start as the
 * last ends then started a millisecond before it whenever the clock ticked in between (CI). */
const NOW = Date.now();
const iso = (n: number) => new Date(NOW + n * 86_400_000).toISOString();
const dates = (start: number) => ({
  registrationOpensAt: iso(start),
  registrationClosesAt: iso(start + 60),
  firstReviewStartsAt: iso(start + 61),
  firstReviewEndsAt: iso(start + 80),
  secondReviewStartsAt: iso(start + 81),
  secondReviewEndsAt: iso(start + 90),
  resultsAt: iso(start + 100),
  earlyBirdEndsAt: iso(start + 14),
  lateFeeStartsAt: iso(start + 45),
});
const request = (over: Partial<CreateSeasonRequest> = {}): CreateSeasonRequest => ({ year: 2030, name: 'Laurel 2030', ...dates(300), copyFromSeasonId: null, makeCurrent: false, ...over });

describe('season dates', () => {
  it.each([
    ['registrationClosesAt', { registrationClosesAt: iso(300) }],
    ['firstReviewStartsAt', { firstReviewStartsAt: iso(359) }],
    ['firstReviewEndsAt', { firstReviewEndsAt: iso(361) }],
    ['secondReviewStartsAt', { secondReviewStartsAt: iso(379) }],
    ['resultsAt', { resultsAt: iso(389) }],
    ['earlyBirdEndsAt', { earlyBirdEndsAt: iso(299) }],
    ['lateFeeStartsAt', { lateFeeStartsAt: iso(361) }],
    ['lateFeeStartsAt', { earlyBirdEndsAt: iso(340), lateFeeStartsAt: iso(320) }],
  ])('refuses %s out of order, naming it, and makes nothing', async (field, bad) => {
    const before = await t.ctx.db.select().from(seasons);
    const res = await call(t, createSeason, { token: admin, body: request({ year: 2031, ...bad }) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.msg)).toEqual([field]);
    expect(await t.ctx.db.select().from(seasons)).toEqual(before);
  });

  it('accepts a phase starting as the last ends, and no fee tiers', async () => {
    const res = await call(t, createSeason, { token: admin, body: request({ year: 2032, name: 'Edge', firstReviewStartsAt: iso(360), earlyBirdEndsAt: null, lateFeeStartsAt: null }) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ year: 2032, earlyBirdEndsAt: null, lateFeeStartsAt: null, isCurrent: false, phase: 'upcoming', categoryCount: 0 });
  });

  it('refuses a second season of the same year', async () => {
    const res = await call(t, createSeason, { token: admin, body: request({ year: 2027 }) });
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('seasonYearTaken');
  });

  it('updates dates with an audit row holding before and after', async () => {
    const [s] = await t.ctx.db.select().from(seasons).where(eq(seasons.year, 2032));
    const sent = dates(400);
    const res = await call(t, updateSeason, { token: admin, body: { seasonId: s!.id, name: 'Edge, renamed', ...sent } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Edge, renamed', registrationOpensAt: sent.registrationOpensAt });
    const [row] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'season.update'), eq(auditLog.subjectId, String(s!.id))));
    expect(row!.before).toMatchObject({ name: 'Edge', registrationOpensAt: s!.registrationOpensAt.toISOString() });
    expect(row!.after).toMatchObject({ name: 'Edge, renamed', registrationOpensAt: sent.registrationOpensAt });
  });
});

describe('copying a season', () => {
  it('lists what a copy takes and leaves, with counts, before it is made', async () => {
    const res = await call(t, getCopyPlan, { token: admin, query: { fromSeasonId: comp.seasons.current } });
    expect(res.status).toBe(200);
    const counts = Object.fromEntries([...res.data.copied, ...res.data.notCopied].map((p: { part: string; count: number }) => [p.part, p.count]));
    expect(counts).toMatchObject({ categories: 3, awardLevels: 2, criteria: 2, invitationCodes: 1, feeDates: 0 });
    expect(res.data.notCopied.map((p: { part: string }) => p.part)).toEqual(['entries', 'reviews', 'payments']);
  });

  it('copies categories with fees, levels, criteria, scale and codes, unused, tied to the copies', async () => {
    const res = await call(t, createSeason, { token: admin, body: request({ year: 2028, name: 'Laurel 2028', copyFromSeasonId: comp.seasons.current, ...dates(365) }) });
    expect(res.status).toBe(200);
    const id = res.data.id as number;
    expect(res.data.categoryCount).toBe(2);
    const cats = await t.ctx.db.select().from(categories).where(eq(categories.seasonId, id)).orderBy(asc(categories.id));
    const old = await t.ctx.db.select().from(categories).where(eq(categories.seasonId, comp.seasons.current)).orderBy(asc(categories.id));
    expect(cats.map((c) => [c.name, c.entryFeeCents, c.originId])).toEqual(old.map((c) => [c.name, c.entryFeeCents, c.originId ?? c.id]));
    const group = cats.find((c) => c.parentId === null)!;
    expect(cats.filter((c) => c.parentId !== null).every((c) => c.parentId === group.id)).toBe(true);
    const levels = await t.ctx.db.select().from(awardLevels).where(eq(awardLevels.seasonId, id));
    expect(levels.map((l) => l.name).sort()).toEqual(['Gold', 'Silver']);
    const [made] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, id));
    expect(made!.reviewCriteria.map((c) => c.key)).toEqual(['idea', 'craft']);
    expect(made!.scoreMax).toBe(7);
    const [code] = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.seasonId, id));
    const lighting = cats.find((c) => c.name === 'Lighting')!;
    expect(code).toMatchObject({ code: 'FRIENDS', usedCount: 0, maxUses: 10, discountPercent: 20, categoryIds: [lighting.id] });
    // The expiry moved by the year between the two registrations.
    const [src] = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.seasonId, comp.seasons.current));
    const [from] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current));
    expect(code!.expiresAt!.getTime() - src!.expiresAt!.getTime()).toBe(made!.registrationOpensAt.getTime() - from!.registrationOpensAt.getTime());
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'season.copy'), eq(auditLog.subjectId, String(id))));
    expect((audit!.after as { copiedFrom: number }).copiedFrom).toBe(comp.seasons.current);
  });
});

describe('the current season', () => {
  it('moves the mark, leaving exactly one current season', async () => {
    const [s] = await t.ctx.db.select().from(seasons).where(eq(seasons.year, 2028));
    const res = await call(t, makeSeasonCurrent, { token: admin, body: { seasonId: s!.id } });
    expect(res.status).toBe(200);
    expect(res.data.isCurrent).toBe(true);
    const list = await call(t, listSeasons, { token: admin });
    expect(list.data.filter((x: { isCurrent: boolean }) => x.isCurrent).map((x: { id: number }) => x.id)).toEqual([s!.id]);
    await call(t, makeSeasonCurrent, { token: admin, body: { seasonId: comp.seasons.current } });
  });

  it('keeps one current season when 20 moves race', async () => {
    const all = await t.ctx.db.select({ id: seasons.id }).from(seasons);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t, makeSeasonCurrent, { token: admin, body: { seasonId: all[i % all.length]!.id } })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const current = await t.ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    expect(current).toHaveLength(1);
    await call(t, makeSeasonCurrent, { token: admin, body: { seasonId: comp.seasons.current } });
  });

  it('refuses an unknown season with 404', async () => {
    const res = await call(t, makeSeasonCurrent, { token: admin, body: { seasonId: 999_999 } });
    expect(res.status).toBe(404);
  });
});
