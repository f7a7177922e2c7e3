import { envelope, type CallDef } from '@laurel/contract';
import { expect } from 'vitest';
import { awardLevels, categories, entries, files, seasons, users } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

const DAY = 86_400_000;
export const at = (days: number) => new Date(Date.now() + days * DAY);

/**
 * A small competition with every case the public winner calls must tell apart: two seasons of
 * shown winners over two groups and three award levels, plus an entry that is awarded but not
 * shown and one that is shown but has no award. The categories and levels are the current
 * season's, shared by the older seasons' entries as a database migrated from shared categories
 * has them (winners-lineage.test.ts has seasons with copies of their own).
 */
export async function seedWinnerFixture(t: TestApp) {
  const db = t.ctx.db;
  const [owner, other] = await db
    .insert(users)
    .values([
      { email: 'studio@example.com', passwordHash: 'x', name: 'Mia Chen', company: 'Studio Lumen', country: 'DE' },
      { email: 'solo@example.com', passwordHash: 'x', name: 'Kenji Sato', company: null, country: 'JP' },
    ])
    .returning({ id: users.id });
  const [current, last, older] = await db
    .insert(seasons)
    .values([
      { year: 2027, name: 'Laurel 2027', registrationOpensAt: at(-10), registrationClosesAt: at(50), firstReviewStartsAt: at(51), firstReviewEndsAt: at(60), secondReviewStartsAt: at(61), secondReviewEndsAt: at(70), resultsAt: at(80), isCurrent: true },
      { year: 2026, name: 'Laurel 2026', registrationOpensAt: at(-400), registrationClosesAt: at(-300), firstReviewStartsAt: at(-299), firstReviewEndsAt: at(-290), secondReviewStartsAt: at(-289), secondReviewEndsAt: at(-280), resultsAt: at(-270) },
      { year: 2025, name: 'Laurel 2025', registrationOpensAt: at(-800), registrationClosesAt: at(-700), firstReviewStartsAt: at(-699), firstReviewEndsAt: at(-690), secondReviewStartsAt: at(-689), secondReviewEndsAt: at(-680), resultsAt: at(-670) },
    ])
    .returning({ id: seasons.id });
  const [product, comms] = await db
    .insert(categories)
    .values([
      { seasonId: current!.id, name: 'Product Design', nameZh: '产品设计', sort: 0 },
      { seasonId: current!.id, name: 'Communication Design', sort: 1 },
    ])
    .returning({ id: categories.id });
  const [furniture, lighting, branding] = await db
    .insert(categories)
    .values([
      { seasonId: current!.id, parentId: product!.id, name: 'Furniture', nameZh: '家具', entryFeeCents: 100 },
      { seasonId: current!.id, parentId: product!.id, name: 'Lighting', entryFeeCents: 100 },
      { seasonId: current!.id, parentId: comms!.id, name: 'Brand Identity', entryFeeCents: 100 },
    ])
    .returning({ id: categories.id });
  const [gold, silver, bronze] = await db
    .insert(awardLevels)
    .values([
      { seasonId: current!.id, name: 'Gold', nameZh: '金奖', rank: 1, winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900 },
      { seasonId: current!.id, name: 'Silver', rank: 2, winnerPackageFeeCents: 89_900, trophyFeeCents: 29_900 },
      { seasonId: current!.id, name: 'Bronze', rank: 3, winnerPackageFeeCents: 69_900, trophyFeeCents: 24_900 },
    ])
    .returning({ id: awardLevels.id });
  const shown = { status: 'awarded', isShow: true, entryFeeStatus: 'paid' };
  const [foldChair, haloLamp, tide, oldStool, secret, noAward] = await db
    .insert(entries)
    .values([
      { ...shown, userId: owner!.id, seasonId: last!.id, categoryId: furniture!.id, awardLevelId: silver!.id, title: 'Fold chair', description: 'A chair folded from one sheet.', credits: 'Mia Chen', winnerInfo: { credits: 'Design: Mia Chen & Co', text: 'No screws, no waste.' } },
      { ...shown, userId: owner!.id, seasonId: last!.id, categoryId: lighting!.id, awardLevelId: gold!.id, title: 'Halo lamp', description: 'Light that follows the day.', credits: 'Studio Lumen', videoUrl: 'https://example.com/halo' },
      { ...shown, userId: other!.id, seasonId: last!.id, categoryId: branding!.id, awardLevelId: bronze!.id, title: 'Tide identity', description: 'Marks drawn from tide tables.', credits: 'Kenji Sato' },
      { ...shown, userId: other!.id, seasonId: older!.id, categoryId: furniture!.id, awardLevelId: gold!.id, title: 'Old stool 100%_off', description: 'A stool.', credits: 'K. Sato' },
      { ...shown, isShow: false, userId: owner!.id, seasonId: last!.id, categoryId: furniture!.id, awardLevelId: gold!.id, title: 'Secret sofa', description: 'Not published yet.' },
      { ...shown, status: 'submitted', userId: owner!.id, seasonId: current!.id, categoryId: furniture!.id, awardLevelId: null, title: 'No award yet' },
    ])
    .returning({ id: entries.id });
  const [imgSecond, imgCover] = await db
    .insert(files)
    .values([
      { entryId: haloLamp!.id, userId: owner!.id, kind: 'entry', storageKey: 'a', mime: 'image/jpeg', bytes: 10, width: 800, height: 600, sort: 1 },
      { entryId: haloLamp!.id, userId: owner!.id, kind: 'entry', storageKey: 'b', mime: 'image/jpeg', bytes: 10, width: 1600, height: 1200, sort: 0 },
    ])
    .returning({ id: files.id });
  return {
    seasons: { current: current!.id, last: last!.id, older: older!.id },
    groups: { product: product!.id, comms: comms!.id },
    cats: { furniture: furniture!.id, lighting: lighting!.id, branding: branding!.id },
    levels: { gold: gold!.id, silver: silver!.id, bronze: bronze!.id },
    entries: { foldChair: foldChair!.id, haloLamp: haloLamp!.id, tide: tide!.id, oldStool: oldStool!.id, secret: secret!.id, noAward: noAward!.id },
    images: { cover: imgCover!.id, second: imgSecond!.id },
  };
}

/** GETs a public call and checks the envelope against the call's contract schema. */
export async function getCall(t: TestApp, call: CallDef, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api${call.path}${query}`, headers });
  const body = res.statusCode === 304 ? null : res.json();
  if (res.statusCode === 200) {
    const parsed = envelope(call.response).safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
  return { status: res.statusCode, body, headers: res.headers, data: body?.data };
}
