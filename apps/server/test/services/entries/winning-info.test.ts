import { calls, editWinningInfo, getEntryInfo } from '@laurel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, seasons } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, onCompetitionApp, type Competition, snapshot } from '../../helpers/apply-fixtures.ts';
import { getCall } from '../../helpers/public-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

describe('winningInfoEdit: only for awarded entries', () => {
  it('saves and confirms the public credits and text, audits it, and the winner page shows it at once', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold, isShow: true, title: 'Fold chair', credits: 'Me' });
    // The public page is cached before the change...
    const page = await getCall(t, calls.public.getWinnerInfo, `?apply_order_id=${entry.id}`);
    expect(page.data.credits).toBe('Me');
    const res = await call(t, editWinningInfo, { token: me.token, body: { apply_order_id: entry.id, credits: 'Design: Studio Lumen', text: 'No screws.' } });
    expect(res.status).toBe(200);
    expect(res.data.winnerInfo).toMatchObject({ credits: 'Design: Studio Lumen', text: 'No screws.' });
    expect(Date.parse(res.data.winnerInfo.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.data).toMatchObject({ award: { id: comp.levels.gold, name: 'Gold', rank: 1 }, winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900 });
    // ...and shows the new credits right after.
    expect((await getCall(t, calls.public.getWinnerInfo, `?apply_order_id=${entry.id}`)).data).toMatchObject({ credits: 'Design: Studio Lumen', text: 'No screws.' });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'entry.winnerInfo'), eq(auditLog.subjectId, String(entry.id))));
    expect(audit).toMatchObject({ actorId: me.id, before: null, after: { credits: 'Design: Studio Lumen', text: 'No screws.' } });
  });

  it('refuses entries that are not awarded, changing nothing', async () => {
    const me = await makeEntrant(t);
    const before = await snapshot(t);
    for (const status of ['draft', 'submitted', 'in_review', 'not_awarded']) {
      const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, status });
      const snap = await snapshot(t, entry.id);
      const res = await call(t, editWinningInfo, { token: me.token, body: { apply_order_id: entry.id, credits: 'X' } });
      expect(res.status).toBe(409);
      expect(res.msg).toBe('Winner information can only be given for an awarded entry.');
      expect(await snapshot(t, entry.id)).toEqual(snap);
    }
    expect((await snapshot(t)).audit).toBe(before.audit);
  });

  it('requires the credits and keeps the text within its limit', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.past, status: 'awarded', awardLevelId: comp.levels.silver });
    const res = await call(t, editWinningInfo, { token: me.token, body: { apply_order_id: entry.id, credits: ' ', text: 'x'.repeat(2001) } });
    expect(res.status).toBe(422);
    expect(res.msg).toEqual({ credits: ['This field is required'], text: ['Must be at most 2000 characters'] });
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } })).data.winnerInfo).toBeNull();
  });
});

describe('info: the entry’s public winner page', () => {
  it('is offered exactly when the page answers, and until then names the results date it goes public on', async () => {
    const me = await makeEntrant(t);
    const awarded = { userId: me.id, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold } as const;
    const entries = {
      shownResultsOut: await insertEntry(t, { ...awarded, seasonId: comp.seasons.past, isShow: true }),
      shownResultsAhead: await insertEntry(t, { ...awarded, seasonId: comp.seasons.current, isShow: true }),
      hiddenResultsOut: await insertEntry(t, { ...awarded, seasonId: comp.seasons.past, isShow: false }),
      hiddenResultsAhead: await insertEntry(t, { ...awarded, seasonId: comp.seasons.current, isShow: false }),
    };
    /** What the owner is told of each entry's winner page, beside whether the public page answers. */
    const told = async () => {
      const seen: Record<string, { publicWinner: boolean; goesPublicAt: string | null; pageAnswers: boolean }> = {};
      for (const [name, entry] of Object.entries(entries)) {
        const { data } = await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: entry.id } });
        const page = await getCall(t, calls.public.getWinnerInfo, `?apply_order_id=${entry.id}`);
        seen[name] = { publicWinner: data.publicWinner, goesPublicAt: data.goesPublicAt, pageAnswers: page.status === 200 };
      }
      return seen;
    };
    const [current] = await t.ctx.db.select({ resultsAt: seasons.resultsAt }).from(seasons).where(eq(seasons.id, comp.seasons.current));
    const resultsAt = current!.resultsAt;
    expect(await told()).toEqual({
      shownResultsOut: { publicWinner: true, goesPublicAt: null, pageAnswers: true },
      shownResultsAhead: { publicWinner: false, goesPublicAt: resultsAt.toISOString(), pageAnswers: false },
      hiddenResultsOut: { publicWinner: false, goesPublicAt: null, pageAnswers: false },
      hiddenResultsAhead: { publicWinner: false, goesPublicAt: null, pageAnswers: false },
    });

    // Once the database's clock passes the season's results date, the page answers and is offered.
    await t.ctx.db.update(seasons).set({ resultsAt: sql`now() - interval '1 second'` }).where(eq(seasons.id, comp.seasons.current));
    await t.ctx.cache.invalidate('competition');
    try {
      expect((await told()).shownResultsAhead).toEqual({ publicWinner: true, goesPublicAt: null, pageAnswers: true });
    } finally {
      await t.ctx.db.update(seasons).set({ resultsAt }).where(eq(seasons.id, comp.seasons.current));
      await t.ctx.cache.invalidate('competition');
    }
  });
});
