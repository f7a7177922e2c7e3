import { calls } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLevels, categories, entries, seasons, users } from '../../../src/db/schema.ts';
import { at, getCall } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * Each season has its own categories and award levels, this year's copied from last year's
 * (`originId`). The public winners' filters follow a category's or level's lineage, so a
 * category named in any season finds its winners of every season (docs/product.md#winner-pages).
 */

const { listWinners } = calls.public;
let t: TestApp;
const ids = { groups: [0, 0], chairs: [0, 0], lamps: [0, 0], gold: [0, 0], silver: [0, 0] };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const [owner] = await db.insert(users).values({ email: 'lineage@example.com', passwordHash: 'x', name: 'Lin Eage' }).returning({ id: users.id });
  const dates = (d: number) => ({ registrationOpensAt: at(d - 100), registrationClosesAt: at(d - 90), firstReviewStartsAt: at(d - 80), firstReviewEndsAt: at(d - 70), secondReviewStartsAt: at(d - 60), secondReviewEndsAt: at(d - 50), resultsAt: at(d - 40) });
  const made = await db
    .insert(seasons)
    .values([
      { year: 2025, name: 'Laurel 2025', ...dates(-365) },
      { year: 2026, name: 'Laurel 2026', ...dates(0), isCurrent: true },
    ])
    .returning({ id: seasons.id });
  // 2025 holds the originals; 2026 copies them, as the console copies a season.
  for (const [i, season] of made.entries()) {
    const origin = (list: number[]) => (i === 0 ? undefined : list[0]);
    const [group] = await db.insert(categories).values({ seasonId: season.id, originId: origin(ids.groups), name: 'Product' }).returning({ id: categories.id });
    const [chairs, lamps] = await db
      .insert(categories)
      .values([
        { seasonId: season.id, originId: origin(ids.chairs), parentId: group!.id, name: 'Chairs' },
        { seasonId: season.id, originId: origin(ids.lamps), parentId: group!.id, name: 'Lamps' },
      ])
      .returning({ id: categories.id });
    const [gold, silver] = await db
      .insert(awardLevels)
      .values([
        { seasonId: season.id, originId: origin(ids.gold), name: 'Gold', rank: 1 },
        { seasonId: season.id, originId: origin(ids.silver), name: 'Silver', rank: 2 },
      ])
      .returning({ id: awardLevels.id });
    ids.groups[i] = group!.id;
    ids.chairs[i] = chairs!.id;
    ids.lamps[i] = lamps!.id;
    ids.gold[i] = gold!.id;
    ids.silver[i] = silver!.id;
  }
  // The originals name themselves, as the migration and the demo data leave them.
  for (const [table, list] of [[categories, [ids.groups[0], ids.chairs[0], ids.lamps[0]]], [awardLevels, [ids.gold[0], ids.silver[0]]]] as const) {
    for (const id of list) await db.update(table).set({ originId: id! }).where(eq(table.id, id!));
  }
  const shown = { userId: owner!.id, status: 'awarded', isShow: true, entryFeeStatus: 'paid', description: 'D', credits: 'C' };
  await db.insert(entries).values([
    { ...shown, seasonId: made[0]!.id, categoryId: ids.chairs[0], awardLevelId: ids.gold[0], title: 'Chair 2025 gold' },
    { ...shown, seasonId: made[0]!.id, categoryId: ids.lamps[0], awardLevelId: ids.silver[0], title: 'Lamp 2025 silver' },
    { ...shown, seasonId: made[1]!.id, categoryId: ids.chairs[1], awardLevelId: ids.silver[1], title: 'Chair 2026 silver' },
    { ...shown, seasonId: made[1]!.id, categoryId: ids.lamps[1], awardLevelId: ids.gold[1], title: 'Lamp 2026 gold' },
  ]);
});
afterAll(() => t?.close());

const titles = async (query: string) =>
  ((await getCall(t, listWinners, query)).data.list as { title: string }[]).map((w) => w.title).sort();

describe('the winners filter across seasons', () => {
  it("finds a category's winners of every season, whichever season's id names it", async () => {
    for (const id of ids.chairs) expect(await titles(`?categoryId=${id}`)).toEqual(['Chair 2025 gold', 'Chair 2026 silver']);
    expect(await titles(`?categoryId=${ids.lamps[1]}&year=2025`)).toEqual(['Lamp 2025 silver']);
  });

  it("finds a group's categories' winners of every season", async () => {
    for (const id of ids.groups) expect(await titles(`?categoryId=${id}`)).toHaveLength(4);
  });

  it("finds an award level's winners of every season", async () => {
    for (const id of ids.gold) expect(await titles(`?awardLevelId=${id}`)).toEqual(['Chair 2025 gold', 'Lamp 2026 gold']);
    expect(await titles(`?awardLevelId=${ids.silver[0]}&categoryId=${ids.chairs[0]}`)).toEqual(['Chair 2026 silver']);
  });

  it('finds nothing for an id that names no category or level', async () => {
    expect(await titles('?categoryId=999999')).toEqual([]);
    expect(await titles('?awardLevelId=999999')).toEqual([]);
  });
});
