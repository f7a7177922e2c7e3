import { calls } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCodes, awardLevels, invitationCodes, seasons } from '../../../src/db/schema.ts';
import { phaseAt } from '../../../src/services/competition/get-phase.ts';
import { at, getCall, seedWinnerFixture } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const p = calls.public;
let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;

describe('without any season', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.close());

  it('getAwardDate is null, getPhase closed, getAward empty', async () => {
    expect((await getCall(empty, p.getAwardDate)).data).toBeNull();
    const phase = await getCall(empty, p.getPhase);
    expect(phase.data).toMatchObject({ phase: 'closed', season: null });
    expect((await getCall(empty, p.getAward)).data).toEqual({ currentSeason: null, winnerYears: [], levels: [] });
    expect((await getCall(empty, p.listIndexWinners)).data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });
});

describe('with seasons and winners', () => {
  beforeAll(async () => {
    t = await createTestApp();
    f = await seedWinnerFixture(t);
    await t.ctx.db.insert(invitationCodes).values([
      { seasonId: f.seasons.current, code: 'EARLYBIRD', description: '20% off the entry fee', discountPercent: 20 },
      { seasonId: f.seasons.current, code: 'STUDENT', description: 'Entry fee waived', discountPercent: 100, maxUses: 2, usedCount: 2 },
      { seasonId: f.seasons.current, code: 'LASTYEAR', description: 'Old', discountPercent: 50, expiresAt: at(-1) },
      { seasonId: f.seasons.current, code: 'PAUSED', description: 'Off', discountPercent: 10, isActive: false },
      { seasonId: f.seasons.current, code: 'FIFTY', description: '$50 off', discountCents: 5_000 },
      { seasonId: f.seasons.last, code: 'LASTSEASON', description: 'Last season', discountPercent: 30 },
    ]);
    // Last season's own level, ranked above all: the public lists are the current season's.
    await t.ctx.db.insert(awardLevels).values({ seasonId: f.seasons.last, name: 'Old Platinum', rank: 0 });
    await t.ctx.db.insert(agentCodes).values([
      { code: 'PARTNER01', agentName: 'Design Partners Asia' },
      { code: 'GONE', agentName: 'Former partner', isActive: false },
    ]);
  });
  afterAll(() => t.close());

  it("getAwardDate answers the current season's dates", async () => {
    const { data } = await getCall(t, p.getAwardDate);
    expect(data).toMatchObject({ id: f.seasons.current, year: 2027, name: 'Laurel 2027' });
    expect(Date.parse(data.registrationOpensAt)).toBeLessThan(Date.now());
    expect(Date.parse(data.registrationClosesAt)).toBeGreaterThan(Date.now());
  });

  it('getPhase says registration is open, with the server time', async () => {
    const { data } = await getCall(t, p.getPhase);
    expect(data.phase).toBe('registration');
    expect(data.season.id).toBe(f.seasons.current);
    expect(Math.abs(Date.parse(data.now) - Date.now())).toBeLessThan(5000);
  });

  it('getAward answers the current season, the winner years and the levels', async () => {
    const { data } = await getCall(t, p.getAward);
    expect(data.currentSeason.year).toBe(2027);
    expect(data.winnerYears).toEqual([2026, 2025]);
    expect(data.levels.map((l: { name: string }) => l.name)).toEqual(['Gold', 'Silver', 'Bronze']);
  });

  it('awardClassification answers the levels highest first with their fees, localised', async () => {
    const { data } = await getCall(t, p.getAwardClassification);
    expect(data[0]).toEqual({ id: f.levels.gold, name: 'Gold', rank: 1, description: '', winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900 });
    expect(data.map((l: { rank: number }) => l.rank)).toEqual([1, 2, 3]);
    const zh = await getCall(t, p.getAwardClassification, '', { 'accept-language': 'zh-CN' });
    expect(zh.data.map((l: { name: string }) => l.name)).toEqual(['金奖', 'Silver', 'Bronze']);
  });

  describe('getInvitationCode', () => {
    it('says what a good code gives, whatever its case', async () => {
      const { data } = await getCall(t, p.getInvitationCode, '?code=earlybird');
      expect(data).toEqual({ code: 'EARLYBIRD', valid: true, reason: null, discountPercent: 20, discountCents: 0, description: '20% off the entry fee' });
    });

    it('says what a fixed-amount code takes off, in cents', async () => {
      const { data } = await getCall(t, p.getInvitationCode, '?code=fifty');
      expect(data).toEqual({ code: 'FIFTY', valid: true, reason: null, discountPercent: 0, discountCents: 5_000, description: '$50 off' });
    });

    it.each([
      ['NOPE', 'unknown'],
      ['STUDENT', 'used_up'],
      ['LASTYEAR', 'expired'],
      ['PAUSED', 'inactive'],
      // A code of another season than the current one is no code for entrants now.
      ['LASTSEASON', 'unknown'],
    ])('refuses %s as %s without telling what it would give', async (code, reason) => {
      const { data } = await getCall(t, p.getInvitationCode, `?code=${code}`);
      expect(data).toEqual({ code, valid: false, reason, discountPercent: 0, discountCents: 0, description: '' });
    });

    it('refuses a missing code', async () => {
      const res = await getCall(t, p.getInvitationCode);
      expect(res.status).toBe(422);
      expect(res.body.msg).toEqual({ code: ['This field is required'] });
    });
  });

  describe('getAgentCode', () => {
    it('names the partner of a good code only', async () => {
      expect((await getCall(t, p.getAgentCode, '?code=partner01')).data).toEqual({ code: 'PARTNER01', valid: true, reason: null, agentName: 'Design Partners Asia' });
      expect((await getCall(t, p.getAgentCode, '?code=GONE')).data).toEqual({ code: 'GONE', valid: false, reason: 'inactive', agentName: null });
      expect((await getCall(t, p.getAgentCode, '?code=WHO')).data).toEqual({ code: 'WHO', valid: false, reason: 'unknown', agentName: null });
    });
  });

  it('limits code checks per client so the list cannot be guessed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/index/getAgentCode?code=GUESS${i}`, remoteAddress: '198.51.100.7' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await t.app.inject({ method: 'GET', url: '/api/index/getInvitationCode?code=X', remoteAddress: '198.51.100.7' });
    expect(other.statusCode).toBe(429);
    expect(other.headers['cache-control']).toBe('no-store');
  });

  it('getGlobalAreaCode answers every country with its dial code, named in the reader language', async () => {
    const { data } = await getCall(t, p.getGlobalAreaCodes);
    expect(data.length).toBeGreaterThan(240);
    expect(new Set(data.map((a: { country: string }) => a.country)).size).toBe(data.length);
    expect(data).toContainEqual({ country: 'CN', name: 'China', dialCode: '+86' });
    expect(data).toContainEqual({ country: 'US', name: 'United States', dialCode: '+1' });
    expect(data).toContainEqual({ country: 'JM', name: 'Jamaica', dialCode: '+1876' });
    for (const a of data) {
      expect(a.country).toMatch(/^[A-Z]{2}$/);
      expect(a.dialCode).toMatch(/^\+\d{1,4}$/);
    }
    const zh = await getCall(t, p.getGlobalAreaCodes, '', { 'accept-language': 'zh-CN' });
    expect(zh.data).toContainEqual({ country: 'CN', name: '中国', dialCode: '+86' });
    expect(zh.data).toContainEqual({ country: 'DE', name: '德国', dialCode: '+49' });
  });
});

describe('phaseAt', () => {
  const season = {
    id: 1, year: 2027, name: 'S',
    registrationOpensAt: '2027-01-01T00:00:00Z', registrationClosesAt: '2027-03-01T00:00:00Z',
    firstReviewStartsAt: '2027-03-10T00:00:00Z', firstReviewEndsAt: '2027-04-01T00:00:00Z',
    secondReviewStartsAt: '2027-04-10T00:00:00Z', secondReviewEndsAt: '2027-05-01T00:00:00Z',
    resultsAt: '2027-06-01T00:00:00Z',
  };
  it.each([
    ['2026-12-31T23:59:59Z', 'upcoming'],
    ['2027-01-01T00:00:00Z', 'registration'],
    ['2027-03-05T00:00:00Z', 'registration_closed'],
    ['2027-03-10T00:00:00Z', 'first_review'],
    ['2027-04-05T00:00:00Z', 'first_review'],
    ['2027-04-10T00:00:00Z', 'second_review'],
    ['2027-05-15T00:00:00Z', 'results_pending'],
    ['2027-06-01T00:00:00Z', 'results'],
  ])('at %s the season is in %s', (now, phase) => {
    expect(phaseAt(season, new Date(now))).toBe(phase);
  });

  it('follows the dates in the database', async () => {
    const past = await createTestApp();
    try {
      await seedWinnerFixture(past);
      await past.ctx.db.update(seasons).set({ resultsAt: at(-1), secondReviewEndsAt: at(-2), secondReviewStartsAt: at(-3), firstReviewEndsAt: at(-4), firstReviewStartsAt: at(-5), registrationClosesAt: at(-6) }).where(eq(seasons.isCurrent, true));
      expect((await getCall(past, p.getPhase)).data.phase).toBe('results');
    } finally {
      await past.close();
    }
  });
});
