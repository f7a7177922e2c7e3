import { getReviewCriteria, listSecondLevelAwards, listSubJuryAwards, proposeSubJuryAward } from '@laurel/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/core/context.ts';
import {
  awardLevels,
  categories,
  contentBlocks,
  entries,
  invitationCodes,
  juryProfiles,
  reviewAssignments,
  reviews,
  seasons,
  users,
} from '../../src/db/schema.ts';
import { weightedTotal } from '../../src/services/judging/criteria.ts';
import { conflictReason } from '../../src/services/judging/jury-scope.ts';
import { DEMO_IN_REVIEW } from '../../src/seed/demo-reviews.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { DEMO_STUDIOS, DEMO_WINNERS } from '../../src/seed/demo-winners.ts';
import { seedDemoData, seedIfEmpty } from '../../src/seed/seed-demo-data.ts';
import { call } from '../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same context, as if its database were the embedded one or a real server. */
const as = (kind: 'pglite' | 'postgres'): AppContext => ({
  ...t.ctx,
  database: { ...t.ctx.database, kind },
});

const counts = async () => {
  const n = async (
    table:
      | typeof users
      | typeof seasons
      | typeof categories
      | typeof awardLevels
      | typeof contentBlocks
      | typeof entries,
  ) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    seasons: await n(seasons),
    categories: await n(categories),
    awardLevels: await n(awardLevels),
    contentBlocks: await n(contentBlocks),
    entries: await n(entries),
  };
};

const login = (email: string, password: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: `203.0.113.${i + 1}`,
  });

describe('seedIfEmpty', () => {
  it('never loads demo data into a real PostgreSQL server', async () => {
    expect(await seedIfEmpty(as('postgres'))).toBe(false);
    expect((await counts()).users).toBe(0);
  });

  it('loads the demo season into an empty embedded database', async () => {
    expect(await seedIfEmpty(as('pglite'))).toBe(true);
    // The demo accounts, plus the studios that own last season's winners.
    expect((await counts()).users).toBe(DEMO_ACCOUNTS.length + DEMO_STUDIOS.length);
  });
});

describe('the demo data', () => {
  it('has exactly one current season, open for entries now', async () => {
    const all = await t.ctx.db.select().from(seasons);
    const current = all.filter((s) => s.isCurrent);
    expect(current).toHaveLength(1);
    const now = Date.now();
    expect(current[0]!.registrationOpensAt.getTime()).toBeLessThan(now);
    expect(current[0]!.registrationClosesAt.getTime()).toBeGreaterThan(now);
    // In its early-bird weeks, with a late tier before registration closes.
    expect(current[0]!.earlyBirdEndsAt!.getTime()).toBeGreaterThan(now);
    expect(current[0]!.lateFeeStartsAt!.getTime()).toBeLessThan(current[0]!.registrationClosesAt.getTime());
    // And a past season whose results are out, so the winners page has something to show.
    expect(all.some((s) => !s.isCurrent && s.resultsAt.getTime() < now)).toBe(true);
  });

  it('has a category tree whose categories carry entry fees', async () => {
    const all = await t.ctx.db.select().from(categories);
    const groups = all.filter((c) => c.parentId === null);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) {
      const children = all.filter((c) => c.parentId === g.id);
      expect(children.length, g.name).toBeGreaterThan(0);
      for (const c of children) {
        expect(c.entryFeeCents, c.name).toBeGreaterThan(0);
        // Tiered: early-bird below, late above the regular fee (docs/product.md#fees).
        expect(c.earlyBirdFeeCents!, c.name).toBeLessThan(c.entryFeeCents);
        expect(c.lateFeeCents!, c.name).toBeGreaterThan(c.entryFeeCents);
      }
    }
    expect(all.every((c) => c.parentId === null || groups.some((g) => g.id === c.parentId))).toBe(
      true,
    );
  });

  it('has award levels ranked 1..n with fees in each season', async () => {
    const all = await t.ctx.db.select().from(awardLevels);
    const bySeason = new Map<number, typeof all>();
    for (const l of all) bySeason.set(l.seasonId, [...(bySeason.get(l.seasonId) ?? []), l]);
    expect(bySeason.size).toBe(2);
    for (const levels of bySeason.values()) {
      expect(levels.length).toBeGreaterThanOrEqual(3);
      expect(levels.map((l) => l.rank).sort((a, b) => a - b)).toEqual(levels.map((_, i) => i + 1));
      for (const l of levels) expect(l.winnerPackageFeeCents).toBeGreaterThan(0);
    }
  });

  it("gives each season its own tree and levels, this season's copied from last season's, and each entry its own season's", async () => {
    const [current] = await t.ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    const cats = await t.ctx.db.select().from(categories);
    const levels = await t.ctx.db.select().from(awardLevels);
    for (const rows of [cats, levels]) {
      const copies = rows.filter((r) => r.seasonId === current!.id);
      const originals = rows.filter((r) => r.seasonId !== current!.id);
      expect(copies.length).toBe(originals.length);
      for (const o of originals) expect(o.originId).toBe(o.id);
      for (const c of copies) expect(originals.find((o) => o.id === c.originId)?.name, c.name).toBe(c.name);
    }
    const seasonOf = new Map([...cats, ...levels.map((l) => ({ ...l, id: -l.id }))].map((r) => [r.id, r.seasonId]));
    for (const e of await t.ctx.db.select().from(entries)) {
      if (e.categoryId !== null) expect(seasonOf.get(e.categoryId), e.title).toBe(e.seasonId);
      if (e.awardLevelId !== null) expect(seasonOf.get(-e.awardLevelId), e.title).toBe(e.seasonId);
    }
    const codes = await t.ctx.db.select().from(invitationCodes);
    expect(codes.length).toBeGreaterThan(0);
    for (const c of codes) expect(c.seasonId).toBe(current!.id);
  });

  it('has one account per identity 0–3 and an administrator', async () => {
    const all = await t.ctx.db.select().from(users);
    expect(new Set(all.filter((u) => u.staffRole === null).map((u) => u.identity))).toEqual(
      new Set([0, 1, 2, 3]),
    );
    expect(all.filter((u) => u.staffRole === 'administrator')).toHaveLength(1);
  });

  it.each(DEMO_ACCOUNTS.map((a, i) => [a.email, a, i] as const))(
    '%s logs in with its documented password',
    async (_email, account, i) => {
      const res = await login(account.email, account.password, i);
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/getUserInfo',
        headers: { token: res.json().data.token },
      });
      expect(me.json().data).toMatchObject({
        email: account.email,
        identity: account.identity,
        staffRole: account.staffRole,
      });
    },
  );

  it('has the public content: banners, FAQ, rules, about and privacy', async () => {
    const blocks = await t.ctx.db.select().from(contentBlocks);
    const kinds = (kind: string) => blocks.filter((b) => b.kind === kind && b.isPublished);
    expect(kinds('banner').length).toBeGreaterThanOrEqual(2);
    expect(kinds('faq').length).toBeGreaterThanOrEqual(2);
    expect(kinds('rules').length).toBeGreaterThanOrEqual(1);
    expect(kinds('about').filter((b) => b.language === 'en')).toHaveLength(1);
    expect(kinds('privacy').length).toBeGreaterThanOrEqual(1);
    for (const b of blocks) expect(b.title.length, b.kind).toBeGreaterThan(0);
  });

  it('has entries in several states, awarded ones with a level', async () => {
    const all = await t.ctx.db.select().from(entries);
    const states = new Set(all.map((e) => e.status));
    for (const s of ['draft', 'submitted', 'awarded', 'not_awarded']) expect(states).toContain(s);
    for (const e of all.filter((x) => x.status === 'awarded'))
      expect(e.awardLevelId).not.toBeNull();
    const entrant = (await t.ctx.db.select().from(users)).find(
      (u) => u.email === 'entrant@laurel.local',
    )!;
    expect(all.filter((e) => e.userId === entrant.id).length).toBeGreaterThanOrEqual(4);
    // Everything else is a studio's: last season's shown winners (demo-winners.ts) and this
    // season's entries with the jury (demo-reviews.ts).
    const others = all.filter((e) => e.userId !== entrant.id);
    const shown = others.filter((e) => e.isShow);
    expect(shown).toHaveLength(DEMO_WINNERS.length);
    expect(shown.every((e) => e.status === 'awarded' && e.awardLevelId !== null)).toBe(true);
    expect(others.filter((e) => !e.isShow)).toHaveLength(DEMO_IN_REVIEW.length);
  });
});

describe('the demo jury', () => {
  const accountId = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const inReview = async () => {
    const [season] = await t.ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    return t.ctx.db.select().from(entries).where(and(eq(entries.seasonId, season!.id), eq(entries.status, 'in_review'))).orderBy(entries.id);
  };

  it('scores the current season on the four weighted criteria, in both languages', async () => {
    const [season] = await t.ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    expect(season!.reviewCriteria.map((c) => [c.key, c.weight])).toEqual([
      ['innovation', 30],
      ['aesthetics', 30],
      ['function', 25],
      ['responsibility', 15],
    ]);
    for (const c of season!.reviewCriteria) {
      for (const text of [c.name, c.nameZh, c.description, c.descriptionZh]) expect(text?.trim(), c.key).toBeTruthy();
    }
  });

  it('has settled entries of entrants in review, each assigned to both demo sub-judges without a conflict', async () => {
    const list = await inReview();
    expect(list.length).toBeGreaterThanOrEqual(4);
    const subJudges = [await accountId('subjudge@laurel.local'), await accountId('subjudge2@laurel.local')];
    const owners = await t.ctx.db.select().from(users).where(inArray(users.id, list.map((e) => e.userId)));
    expect(owners.every((u) => u.identity === 0)).toBe(true);
    for (const e of list) {
      expect(['paid', 'waived'], e.title).toContain(e.entryFeeStatus);
      expect(e.assignedCount, e.title).toBe(2);
      const assigned = await t.ctx.db.select().from(reviewAssignments).where(eq(reviewAssignments.entryId, e.id));
      expect(assigned.map((a) => a.reviewerId).sort()).toEqual([...subJudges].sort());
    }
    // Reviewers may judge every one of them (docs/product.md#conflicts-of-interest): no shared
    // organisation or e-mail domain, as the demo entrant would have.
    const conflicts = await t.ctx.db
      .select({ reason: conflictReason(sql`${reviewAssignments.reviewerId}`) })
      .from(reviewAssignments)
      .innerJoin(entries, eq(entries.id, reviewAssignments.entryId));
    expect(conflicts.length).toBe(2 * list.length);
    expect(conflicts.every((c) => c.reason === null)).toBe(true);
  });

  it('has the second sub-judge’s submitted reviews, some reaching the second level; the first sub-judge has all still to do', async () => {
    const list = await inReview();
    const first = await accountId('subjudge@laurel.local');
    const second = await accountId('subjudge2@laurel.local');
    const all = await t.ctx.db.select().from(reviews);
    expect(all.filter((r) => r.reviewerId === first)).toEqual([]);
    const theirs = all.filter((r) => r.reviewerId === second);
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(theirs.length).toBeLessThan(list.length);
    const [season] = await t.ctx.db.select().from(seasons).where(eq(seasons.isCurrent, true));
    for (const r of theirs) {
      expect(r).toMatchObject({ level: 'first', status: 'submitted', awardChosen: true });
      expect(r.submittedAt).not.toBeNull();
      expect(Object.values(r.scores).every((s) => s >= 1 && s <= 10)).toBe(true);
      expect(r.total).toBe(weightedTotal(season!.reviewCriteria, r.scores));
    }
    // The weighted mean in hundredths, worked by hand for one: (8·30 + 9·30 + 8·25 + 7·15) / 100.
    expect(theirs.some((r) => r.total === 815)).toBe(true);
    const reached = list.filter((e) => e.secondLevelReached);
    expect(reached.length).toBeGreaterThanOrEqual(1);
    expect(reached.length).toBeLessThan(theirs.length);
    for (const e of list) {
      const review = theirs.find((r) => r.entryId === e.id);
      expect(e.firstReviewCount, e.title).toBe(review ? 1 : 0);
      expect(e.firstAverage, e.title).toBe(review?.total ?? null);
      expect(e.secondLevelReached, e.title).toBe(!!review && review.awardLevelId !== null);
    }
  });

  it('gives each demo reviewer a worklist through their own calls, and the sub-judge can submit', async () => {
    const tokenOf = async (email: string) => {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
      return (await login(account.email, account.password, 100 + DEMO_ACCOUNTS.indexOf(account))).json().data.token as string;
    };
    const list = await inReview();
    const sub = await tokenOf('subjudge@laurel.local');
    const todo = await call(t, listSubJuryAwards, { token: sub, query: { reviewed: false } });
    expect(todo.data.total).toBe(list.length);
    const criteria = await call(t, getReviewCriteria, { token: sub });
    expect(criteria.data.criteria.map((c: { key: string }) => c.key)).toEqual(['innovation', 'aesthetics', 'function', 'responsibility']);

    const second = await call(t, listSecondLevelAwards, { token: await tokenOf('secondjudge@laurel.local') });
    expect(second.data.total).toBe(list.filter((e) => e.secondLevelReached).length);
    expect(second.data.total).toBeGreaterThan(0);

    // The rounds end after registration closes: the early entries can be reviewed now.
    const first = todo.data.list[0];
    const saved = await call(t, proposeSubJuryAward, {
      token: sub,
      body: { apply_order_id: first.id, scores: criteria.data.criteria.map((c: { key: string }) => ({ key: c.key, score: 7 })), awardLevelId: null, submit: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ status: 'submitted', total: 7 });
  });
});

describe('seeding again', () => {
  it('is a no-op through seedIfEmpty once there is data', async () => {
    const before = await counts();
    expect(await seedIfEmpty(as('pglite'))).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('is refused as a whole by seedDemoData, leaving no duplicates', async () => {
    const before = await counts();
    await expect(seedDemoData(t.ctx)).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});

describe('the demo content in Chinese', () => {
  const han = /[\u4e00-\u9fff]/;

  it('has a Chinese version of every content slot, block for block', async () => {
    const rows = await t.ctx.db.select().from(contentBlocks);
    const slots = (lang: string) => rows.filter((r) => r.language === lang).map((r) => `${r.kind}/${r.position}/${r.sort}`).sort();
    expect(slots('en').length).toBeGreaterThan(20);
    expect(slots('zh-CN')).toEqual(slots('en'));
    for (const r of rows.filter((b) => b.language === 'zh-CN')) expect(`${r.title} ${r.body}`, r.title).toMatch(han);
  });

  it('has whole Chinese versions of every category, award level and jury role and bio', async () => {
    expect((await t.ctx.db.select().from(juryProfiles)).length).toBeGreaterThan(0);
    for (const c of await t.ctx.db.select().from(categories)) expect([c.nameZh, c.descriptionZh], c.name).toEqual([expect.stringMatching(han), expect.stringMatching(han)]);
    for (const l of await t.ctx.db.select().from(awardLevels)) expect([l.nameZh, l.descriptionZh], l.name).toEqual([expect.stringMatching(han), expect.stringMatching(han)]);
    for (const j of await t.ctx.db.select().from(juryProfiles)) expect([j.titleZh, j.bioZh], j.name).toEqual([expect.stringMatching(han), expect.stringMatching(han)]);
  });
});
