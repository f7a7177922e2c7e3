import {
  awardEntry,
  batchShowEntries,
  getJudgeEntryDetail,
  getPhase,
  getSeasonResults,
  getWinnerInfo,
  listJudgeEntries,
  listWinners,
  publishResults,
} from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, seasons } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { seedJury, type Jury } from './jury-fixtures.ts';

/*
 * The judge's side of the results embargo (docs/product.md#publishing-winners): a shown entry of
 * a season whose results date is ahead is ready, and the judge's table says when it goes public;
 * publishing before the date needs the date it overrides, is the judge's alone, is audited and
 * shows the winners at once.
 */

let t: TestApp;
let j: Jury;
let resultsAt: string;
const shown = () => j.entries[0]!.id;
const awardedHidden = () => j.entries[1]!.id;

beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  for (const id of [shown(), awardedHidden()]) {
    expect((await call(t, awardEntry, { token: j.judge.token, body: { apply_order_id: id, awardLevelId: j.comp.levels.gold } })).status).toBe(200);
  }
  expect((await call(t, batchShowEntries, { token: j.judge.token, body: { apply_order_ids: [shown()], isShow: true } })).data).toEqual({ updated: 1, skipped: [] });
  const [season] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, j.comp.seasons.current));
  resultsAt = season!.resultsAt.toISOString();
});
afterAll(() => t?.close());

const publicIds = async () => (await call(t, listWinners, { query: { pageSize: 100 } })).data.list.map((w: { id: number }) => w.id) as number[];
const published = () =>
  t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'season.results_published'), eq(auditLog.subjectId, String(j.comp.seasons.current))));
const currentResultsAt = async () => (await t.ctx.db.select().from(seasons).where(eq(seasons.id, j.comp.seasons.current)))[0]!.resultsAt.toISOString();

describe('a shown entry before its season’s results date', () => {
  it('is ready, and the judge’s table and entry say when it goes public', async () => {
    const rows = (await call(t, listJudgeEntries, { token: j.judge.token, query: { pageSize: 100 } })).data.list as { id: number; isShow: boolean; goesPublicAt: string | null }[];
    expect(rows.find((r) => r.id === shown())).toMatchObject({ isShow: true, goesPublicAt: resultsAt });
    expect(rows.find((r) => r.id === awardedHidden())).toMatchObject({ isShow: false, goesPublicAt: null });
    expect((await call(t, getJudgeEntryDetail, { token: j.judge.token, query: { apply_order_id: shown() } })).data.goesPublicAt).toBe(resultsAt);

    expect((await call(t, getSeasonResults, { token: j.judge.token })).data).toEqual({
      seasonId: j.comp.seasons.current,
      year: 2027,
      resultsAt,
      isPublic: false,
      shown: 1,
    });
    // A season whose date has passed: public.
    expect((await call(t, getSeasonResults, { token: j.judge.token, query: { year: 2026 } })).data).toMatchObject({ seasonId: j.comp.seasons.past, isPublic: true, shown: 0 });
    expect(await publicIds()).not.toContain(shown());
  });
});

describe('publishing now', () => {
  it('is refused without the results date it overrides, changing nothing', async () => {
    for (const body of [
      { seasonId: j.comp.seasons.current },
      { seasonId: j.comp.seasons.current, confirmResultsAt: '' },
      { seasonId: j.comp.seasons.current, confirmResultsAt: 'yes' },
    ]) {
      const res = await call(t, publishResults, { token: j.judge.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.msg)).toEqual(['confirmResultsAt']);
    }
    // A date, but not the one it overrides (say a page opened before the date was changed).
    const other = new Date(Date.parse(resultsAt) + 86_400_000).toISOString();
    const wrong = await call(t, publishResults, { token: j.judge.token, body: { seasonId: j.comp.seasons.current, confirmResultsAt: other } });
    expect(wrong.status).toBe(422);
    expect(wrong.msg).toEqual({ confirmResultsAt: [`Confirm with the season's results date, ${resultsAt}.`] });

    expect(await currentResultsAt()).toBe(resultsAt);
    expect(await published()).toEqual([]);
    expect(await publicIds()).not.toContain(shown());
  });

  it('is the judge’s alone', async () => {
    const body = { seasonId: j.comp.seasons.current, confirmResultsAt: resultsAt };
    expect((await call(t, publishResults, { body })).status).toBe(401);
    for (const who of [j.entrants[0]!, j.sub1, j.second, j.admin]) {
      expect((await call(t, publishResults, { token: who.token, body })).status).toBe(403);
      expect((await call(t, getSeasonResults, { token: who.token })).status).toBe(403);
    }
    expect(await currentResultsAt()).toBe(resultsAt);
    expect(await published()).toEqual([]);
  });

  it('with the date, publishes the season’s winners at once, audited with both dates', async () => {
    // Cached meanwhile: the list without the winner, and its page's refusal.
    expect(await publicIds()).not.toContain(shown());
    expect((await call(t, getWinnerInfo, { query: { apply_order_id: shown() } })).status).toBe(404);

    const before = Date.now();
    const res = await call(t, publishResults, { token: j.judge.token, body: { seasonId: j.comp.seasons.current, confirmResultsAt: resultsAt } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ seasonId: j.comp.seasons.current, year: 2027, isPublic: true, shown: 1 });
    const now = res.data.resultsAt as string;
    expect(Date.parse(now)).toBeLessThan(Date.parse(resultsAt));
    expect(Date.parse(now)).toBeGreaterThan(before - 60_000);
    expect(await currentResultsAt()).toBe(now);

    expect(await publicIds()).toContain(shown());
    expect(await publicIds()).not.toContain(awardedHidden());
    expect((await call(t, getWinnerInfo, { query: { apply_order_id: shown() } })).status).toBe(200);
    expect((await call(t, getPhase)).data.phase).toBe('results');

    const audit = await published();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: j.judge.id, subjectType: 'season', before: { resultsAt }, after: { resultsAt: now } });

    const rows = (await call(t, listJudgeEntries, { token: j.judge.token, query: { pageSize: 100 } })).data.list as { id: number; goesPublicAt: string | null }[];
    expect(rows.find((r) => r.id === shown())!.goesPublicAt).toBeNull();

    // Once public there is nothing left to publish.
    const again = await call(t, publishResults, { token: j.judge.token, body: { seasonId: j.comp.seasons.current, confirmResultsAt: now } });
    expect(again.status).toBe(409);
    expect(await published()).toHaveLength(1);
  });

  it('names a season that does not exist as missing', async () => {
    expect((await call(t, publishResults, { token: j.judge.token, body: { seasonId: 999_999, confirmResultsAt: resultsAt } })).status).toBe(404);
  });
});
