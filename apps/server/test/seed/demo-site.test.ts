import { calls } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { getCall } from '../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const p = calls.public;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
}, 120_000);
afterAll(() => t.close());

/** A fresh install must show a real-looking site (issue 3 "demo data"). */
describe('the demo site', () => {
  it("shows last season's winners across categories and every award level, highest first", async () => {
    const { data } = await getCall(t, p.listIndexWinners, '?pageSize=100');
    expect(data.total).toBeGreaterThanOrEqual(12);
    const list = data.list as { award: { rank: number }; category: { id: number }; seasonYear: number; coverUrl: string | null; designer: string }[];
    expect(new Set(list.map((w) => w.category.id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((w) => w.award.rank))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(list.map((w) => w.award.rank)).toEqual([...list.map((w) => w.award.rank)].sort((a, b) => a - b));
    expect(new Set(list.map((w) => w.seasonYear)).size).toBe(1);
    expect(list.every((w) => w.designer.length > 0 && w.coverUrl?.startsWith('/files/'))).toBe(true);
  });

  it('gives each winner a full page', async () => {
    const [first] = (await getCall(t, p.listWinners)).data.list;
    const { data } = await getCall(t, p.getWinnerInfo, `?apply_order_id=${first.id}`);
    expect(data.description.length).toBeGreaterThan(40);
    expect(data.credits).not.toBe('');
    expect(data.text).not.toBe('');
    expect(data.images.length).toBeGreaterThanOrEqual(3);
  });

  it('has banners, FAQ, rules, legal texts, about, contact, media and jury', async () => {
    expect((await getCall(t, p.getBanners, '?position=home')).data.length).toBeGreaterThanOrEqual(3);
    expect((await getCall(t, p.getBanners, '?position=home', { 'accept-language': 'zh-CN' })).data[0].title).toMatch(/[\u4e00-\u9fff]/);
    expect((await getCall(t, p.getFaqAndPrivacy)).data.faq.length).toBeGreaterThanOrEqual(6);
    for (const position of ['entry', 'judging', 'fees']) expect((await getCall(t, p.getRules, `?position=${position}`)).data.length).toBeGreaterThan(0);
    for (const type of ['privacy', 'terms', 'refund', 'faq']) expect((await getCall(t, p.getPrivacyPolicyAndFaqs, `?type=${type}`)).data.length).toBeGreaterThan(0);
    expect((await getCall(t, p.getAbout)).data.body).toContain('<p>');
    expect((await getCall(t, p.getAbout, '', { 'accept-language': 'zh-CN' })).data.title).toBe('关于 Laurel');
    expect((await getCall(t, p.getContact)).data.body).toContain('mailto:');
    expect((await getCall(t, p.listMediaReports)).data.total).toBeGreaterThanOrEqual(5);
    expect((await getCall(t, p.getJury)).data.length).toBeGreaterThanOrEqual(8);
    expect((await getCall(t, p.getOtherContent, '?position=home-intro')).data).toHaveLength(1);
  });

  it('has a season taking entries and codes to try', async () => {
    expect((await getCall(t, p.getPhase)).data.phase).toBe('registration');
    const award = (await getCall(t, p.getAward)).data;
    expect(award.winnerYears).toHaveLength(1);
    expect(award.levels).toHaveLength(5);
    expect((await getCall(t, p.getInvitationCode, '?code=EARLYBIRD')).data.valid).toBe(true);
    expect((await getCall(t, p.getAgentCode, '?code=PARTNER01')).data.valid).toBe(true);
  });
});
