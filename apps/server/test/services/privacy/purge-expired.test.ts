import { updateSeason, type AdminSeason } from '@laurel/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, seasons } from '../../../src/db/schema.ts';
import { QUEUES, SCHEDULES } from '../../../src/jobs/queues.ts';
import { purgeExpired } from '../../../src/services/privacy/purge-expired.ts';
import { call, days, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * The retention period (docs/product.md#data-protection): set per season in the console, then the
 * daily `privacy.purge-expired` job purges the personal fields of the entries that won nothing in
 * the seasons past `results_at + retention_days` — only those, once, however often or on however
 * many replicas it runs.
 */

let t: TestApp;
let comp: Competition;
let admin: Awaited<ReturnType<typeof makeStaff>>;
let entrantId: number;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = await makeStaff(t, 'administrator');
  entrantId = (await makeEntrant(t)).id;
});
afterAll(() => t?.close());

/** A season whose results were `resultsDaysAgo` days ago, with `n` unawarded and 2 awarded entries, inserted in one statement each. */
async function season(resultsDaysAgo: number, retentionDays: number | null, n: number) {
  const [s] = await t.ctx.db
    .insert(seasons)
    .values({
      year: 2000 + Math.floor(Math.random() * 20),
      name: 'Past',
      registrationOpensAt: days(-resultsDaysAgo - 100),
      registrationClosesAt: days(-resultsDaysAgo - 80),
      firstReviewStartsAt: days(-resultsDaysAgo - 70),
      firstReviewEndsAt: days(-resultsDaysAgo - 60),
      secondReviewStartsAt: days(-resultsDaysAgo - 50),
      secondReviewEndsAt: days(-resultsDaysAgo - 40),
      resultsAt: days(-resultsDaysAgo),
      retentionDays,
    })
    .returning();
  await t.ctx.db.execute(sql`
    insert into entries (user_id, season_id, title, credits, status, custom_fields)
    select ${entrantId}, ${s!.id}, 'Work ' || i, 'Team of ' || i, case when i % 3 = 0 then 'draft' else 'not_awarded' end, '{"phone": "555"}'::jsonb
    from generate_series(1, ${n}) i`);
  await t.ctx.db.insert(entries).values([
    { userId: entrantId, seasonId: s!.id, title: 'Gold work', credits: 'Gold team', status: 'awarded', awardLevelId: comp.levels.gold },
    { userId: entrantId, seasonId: s!.id, title: 'Silver work', credits: 'Silver team', status: 'awarded', awardLevelId: comp.levels.silver },
  ]);
  return s!;
}
const entriesOf = (seasonId: number) => t.ctx.db.select().from(entries).where(eq(entries.seasonId, seasonId)).orderBy(asc(entries.id));
const purgeAudits = (seasonId: number) => t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'season.purgePersonalData'), eq(auditLog.subjectId, String(seasonId))));

describe('the retention job', () => {
  it('purges only the unawarded entries of seasons past their retention, in batches, and twice is once', async () => {
    const expired = await season(100, 30, 23);
    const notYet = await season(100, 365, 5);
    const kept = await season(4000, null, 5);
    const result = await purgeExpired(t.ctx, { batch: 5 });
    expect(result.find((r) => r.seasonId === expired.id)).toEqual({ seasonId: expired.id, entries: 23 });
    expect(result.map((r) => r.seasonId)).not.toContain(notYet.id);
    expect(result.map((r) => r.seasonId)).not.toContain(kept.id);

    const after = await entriesOf(expired.id);
    const unawarded = after.filter((e) => e.awardLevelId === null);
    expect(unawarded).toHaveLength(23);
    for (const e of unawarded) expect(e).toMatchObject({ credits: '', customFields: {}, personalDataPurgedAt: expect.any(Date) });
    // The work stays; only what names people goes.
    expect(unawarded[0]!.title).toBe('Work 1');
    expect(after.filter((e) => e.awardLevelId !== null).map((e) => [e.credits, e.personalDataPurgedAt])).toEqual([
      ['Gold team', null],
      ['Silver team', null],
    ]);
    for (const s of [notYet, kept]) expect((await entriesOf(s.id)).every((e) => e.personalDataPurgedAt === null && e.credits !== '')).toBe(true);
    expect(await purgeAudits(expired.id)).toMatchObject([{ actorId: null, subjectType: 'season', after: { entries: 23, retentionDays: 30 } }]);

    const stamps = unawarded.map((e) => e.personalDataPurgedAt!.getTime());
    const again = await purgeExpired(t.ctx, { batch: 5 });
    expect(again.find((r) => r.seasonId === expired.id)).toEqual({ seasonId: expired.id, entries: 0 });
    expect((await entriesOf(expired.id)).filter((e) => e.awardLevelId === null).map((e) => e.personalDataPurgedAt!.getTime())).toEqual(stamps);
    expect(await purgeAudits(expired.id)).toHaveLength(1);
  });

  it('shares the work between two replicas running at once: every entry purged once', async () => {
    const expired = await season(50, 10, 40);
    const [a, b] = await Promise.all([purgeExpired(t.ctx, { batch: 3 }), purgeExpired(t.ctx, { batch: 3 })]);
    const count = (r: typeof a) => r.find((x) => x.seasonId === expired.id)?.entries ?? 0;
    expect(count(a) + count(b)).toBe(40);
    const [purged] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(entries).where(and(eq(entries.seasonId, expired.id), isNotNull(entries.personalDataPurgedAt)));
    expect(purged!.n).toBe(40);
  });

  it('is a daily job of its own queue', () => {
    expect(QUEUES['privacy.purge-expired']).toBeDefined();
    expect(SCHEDULES).toContainEqual({ name: 'privacy.purge-expired', cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) });
  });
});

describe('setting the retention period', () => {
  const body = (s: typeof seasons.$inferSelect, extra: Record<string, unknown>) => ({
    seasonId: s.id,
    name: s.name,
    registrationOpensAt: s.registrationOpensAt.toISOString(),
    registrationClosesAt: s.registrationClosesAt.toISOString(),
    firstReviewStartsAt: s.firstReviewStartsAt.toISOString(),
    firstReviewEndsAt: s.firstReviewEndsAt.toISOString(),
    secondReviewStartsAt: s.secondReviewStartsAt.toISOString(),
    secondReviewEndsAt: s.secondReviewEndsAt.toISOString(),
    resultsAt: s.resultsAt.toISOString(),
    earlyBirdEndsAt: null,
    lateFeeStartsAt: null,
    ...extra,
  });
  const current = async () => (await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current)))[0]!;

  it('is set, kept when not named, cleared with null, audited, and refused out of range', async () => {
    const set = await call(t, updateSeason, { token: admin.token, body: body(await current(), { retentionDays: 365 }) });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((set.data as AdminSeason).retentionDays).toBe(365);
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'season.update'), eq(auditLog.subjectId, String(comp.seasons.current))));
    expect(audit).toMatchObject({ before: { retentionDays: null }, after: { retentionDays: 365 } });
    expect(((await call(t, updateSeason, { token: admin.token, body: body(await current(), {}) })).data as AdminSeason).retentionDays).toBe(365);
    expect(((await call(t, updateSeason, { token: admin.token, body: body(await current(), { retentionDays: null }) })).data as AdminSeason).retentionDays).toBeNull();
    for (const retentionDays of [-1, 1.5, '30', 11_001]) {
      expect((await call(t, updateSeason, { token: admin.token, body: body(await current(), { retentionDays }) })).status, String(retentionDays)).toBe(422);
    }
    expect((await current()).retentionDays).toBeNull();
  });
});
