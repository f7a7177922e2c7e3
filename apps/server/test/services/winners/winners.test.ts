import { calls } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../../../src/db/schema.ts';
import { getCall, seedWinnerFixture } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const { listWinners, listIndexWinners, getWinnerInfo } = calls.public;
let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedWinnerFixture(t);
});
afterAll(() => t.close());

const titles = (data: { list: { title: string }[] }) => data.list.map((w) => w.title);

describe('GET /api/index/winnerList', () => {
  it('lists shown winners only, highest award first, then the newest season', async () => {
    const res = await getCall(t, listWinners);
    expect(res.status).toBe(200);
    expect(titles(res.data)).toEqual(['Halo lamp', 'Old stool 100%_off', 'Fold chair', 'Tide identity']);
    expect(res.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it('shows the card a gallery needs: credit line, category with group, award, cover', async () => {
    const { data } = await getCall(t, listWinners);
    const halo = data.list.find((w: { id: number }) => w.id === f.entries.haloLamp);
    expect(halo).toEqual({
      id: f.entries.haloLamp,
      seasonYear: 2026,
      title: 'Halo lamp',
      designer: 'Studio Lumen',
      country: 'DE',
      category: { id: f.cats.lighting, name: 'Lighting', groupName: 'Product Design' },
      award: { id: f.levels.gold, name: 'Gold', rank: 1 },
      coverUrl: `/files/${f.images.cover}/medium`,
    });
    const fold = data.list.find((w: { id: number }) => w.id === f.entries.foldChair);
    expect(fold.designer).toBe('Design: Mia Chen & Co');
    expect(fold.coverUrl).toBeNull();
    const tide = data.list.find((w: { id: number }) => w.id === f.entries.tide);
    expect(tide.designer).toBe('Kenji Sato');
  });

  it('filters by year', async () => {
    expect(titles((await getCall(t, listWinners, '?year=2025')).data)).toEqual(['Old stool 100%_off']);
    expect((await getCall(t, listWinners, '?year=2030')).data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by category, a group matching all its categories', async () => {
    expect(titles((await getCall(t, listWinners, `?categoryId=${f.cats.furniture}`)).data)).toEqual(['Old stool 100%_off', 'Fold chair']);
    expect(titles((await getCall(t, listWinners, `?categoryId=${f.groups.product}`)).data)).toEqual(['Halo lamp', 'Old stool 100%_off', 'Fold chair']);
  });

  it('filters by award level and combines filters', async () => {
    expect(titles((await getCall(t, listWinners, `?awardLevelId=${f.levels.gold}`)).data)).toEqual(['Halo lamp', 'Old stool 100%_off']);
    expect(titles((await getCall(t, listWinners, `?awardLevelId=${f.levels.gold}&year=2026&categoryId=${f.groups.product}`)).data)).toEqual(['Halo lamp']);
  });

  it('finds a keyword in titles, credits and company, with % and _ taken literally', async () => {
    expect(titles((await getCall(t, listWinners, '?keyword=LAMP')).data)).toEqual(['Halo lamp']);
    expect(titles((await getCall(t, listWinners, '?keyword=Mia%20Chen%20%26')).data)).toEqual(['Fold chair']);
    expect(titles((await getCall(t, listWinners, '?keyword=lumen')).data)).toEqual(['Halo lamp', 'Fold chair']);
    expect(titles((await getCall(t, listWinners, '?keyword=100%25_')).data)).toEqual(['Old stool 100%_off']);
    expect((await getCall(t, listWinners, '?keyword=%25')).data.total).toBe(1);
    expect((await getCall(t, listWinners, '?keyword=secret')).data.total).toBe(0);
  });

  it('pages without overlap', async () => {
    const one = await getCall(t, listWinners, '?pageSize=3&page=1');
    const two = await getCall(t, listWinners, '?pageSize=3&page=2');
    expect(one.data).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(titles(one.data)).toHaveLength(3);
    expect(titles(two.data)).toEqual(['Tide identity']);
  });

  it('names categories and awards in Chinese for a Chinese reader', async () => {
    const { data } = await getCall(t, listWinners, `?categoryId=${f.cats.furniture}`, { 'accept-language': 'zh-CN' });
    expect(data.list[0]).toMatchObject({ category: { name: '家具', groupName: '产品设计' }, award: { name: '金奖' } });
  });

  it('refuses bad filters with field messages', async () => {
    const res = await getCall(t, listWinners, '?year=abc&categoryId=-1&pageSize=500&page=0');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.msg).sort()).toEqual(['categoryId', 'page', 'pageSize', 'year']);
    expect((await getCall(t, listWinners, `?keyword=${'x'.repeat(101)}`)).status).toBe(422);
  });
});

describe('GET /api/index/indexWinnerList', () => {
  it("shows the latest year's winners by default", async () => {
    const res = await getCall(t, listIndexWinners);
    expect(titles(res.data)).toEqual(['Halo lamp', 'Fold chair', 'Tide identity']);
  });

  it('shows a chosen year', async () => {
    expect(titles((await getCall(t, listIndexWinners, '?year=2025')).data)).toEqual(['Old stool 100%_off']);
  });

  it('refuses a year out of range', async () => {
    expect((await getCall(t, listIndexWinners, '?year=1999')).status).toBe(422);
  });
});

describe('GET /api/index/winnerInfo', () => {
  it("answers a winner's page with its images in order, the first the cover", async () => {
    const res = await getCall(t, getWinnerInfo, `?apply_order_id=${f.entries.haloLamp}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: f.entries.haloLamp,
      title: 'Halo lamp',
      description: 'Light that follows the day.',
      credits: 'Studio Lumen',
      text: '',
      videoUrl: 'https://example.com/halo',
      coverUrl: `/files/${f.images.cover}/medium`,
    });
    expect(res.data.images).toEqual([
      { fileId: f.images.cover, url: `/files/${f.images.cover}/large`, thumbUrl: `/files/${f.images.cover}/thumb`, width: 1600, height: 1200 },
      { fileId: f.images.second, url: `/files/${f.images.second}/large`, thumbUrl: `/files/${f.images.second}/thumb`, width: 800, height: 600 },
    ]);
  });

  it("carries the winner's public credits and text", async () => {
    const { data } = await getCall(t, getWinnerInfo, `?apply_order_id=${f.entries.foldChair}`);
    expect(data).toMatchObject({ credits: 'Design: Mia Chen & Co', text: 'No screws, no waste.', images: [] });
  });

  it.each([
    ['an entry that is not shown', () => f.entries.secret],
    ['a shown entry without an award', () => f.entries.noAward],
    ['an id that does not exist', () => 999_999],
  ])('answers the 404 envelope for %s', async (_name, id) => {
    const res = await getCall(t, getWinnerInfo, `?apply_order_id=${id()}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, data: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing or malformed id', async () => {
    expect((await getCall(t, getWinnerInfo)).status).toBe(422);
    const bad = await getCall(t, getWinnerInfo, '?apply_order_id=abc');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.msg)).toEqual(['apply_order_id']);
  });
});

describe("GET /api/index/winnerInfo: the winners around one", () => {
  const info = async (id: number, headers: Record<string, string> = {}) =>
    (await getCall(t, getWinnerInfo, `?apply_order_id=${id}`, headers)).data;
  const ids = (list: { id: number }[]) => list.map((w) => w.id);

  it("leads to the previous and next winner of the season in the gallery's order, never to a hidden one", async () => {
    // 2026 in the gallery's order: Halo lamp (Gold), Fold chair (Silver), Tide identity (Bronze);
    // the hidden Secret sofa (Gold, 2026) would sit between the first two.
    const halo = await info(f.entries.haloLamp);
    expect(halo.previous).toBeNull();
    expect(halo.next).toMatchObject({ id: f.entries.foldChair, title: 'Fold chair', award: { name: 'Silver' } });
    const fold = await info(f.entries.foldChair);
    expect(fold.previous).toMatchObject({ id: f.entries.haloLamp, coverUrl: `/files/${f.images.cover}/medium` });
    expect(fold.next?.id).toBe(f.entries.tide);
    const tide = await info(f.entries.tide);
    expect(tide.previous?.id).toBe(f.entries.foldChair);
    expect(tide.next).toBeNull();
    // The only 2025 winner has no neighbours in its season.
    const old = await info(f.entries.oldStool);
    expect([old.previous, old.next]).toEqual([null, null]);
  });

  it('shows more of the category group, the same category first, without the winner itself or hidden work', async () => {
    const fold = await info(f.entries.foldChair);
    expect(fold.more).toMatchObject({ categoryId: f.groups.product, categoryName: 'Product Design' });
    expect(ids(fold.more.winners)).toEqual([f.entries.oldStool, f.entries.haloLamp]);
    const tide = await info(f.entries.tide);
    expect(tide.more).toEqual({ categoryId: f.groups.comms, categoryName: 'Communication Design', winners: [] });
    const zh = await info(f.entries.foldChair, { 'accept-language': 'zh-CN' });
    expect(zh.more.categoryName).toBe('产品设计');
  });

  it('drops a winner from its neighbours once it is hidden and the winners tag is invalidated', async () => {
    expect((await info(f.entries.haloLamp)).next?.id).toBe(f.entries.foldChair);
    await t.ctx.db.update(entries).set({ isShow: false }).where(eq(entries.id, f.entries.foldChair));
    try {
      await t.ctx.cache.invalidate('winners');
      const halo = await info(f.entries.haloLamp);
      expect(halo.next?.id).toBe(f.entries.tide);
      expect(ids((await info(f.entries.oldStool)).more.winners)).toEqual([f.entries.haloLamp]);
    } finally {
      await t.ctx.db.update(entries).set({ isShow: true }).where(eq(entries.id, f.entries.foldChair));
      await t.ctx.cache.invalidate('winners');
    }
  });
});
