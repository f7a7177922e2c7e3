import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reviewAssignments, reviewConflicts, reviewReminders, reviews, seasons, users, type entries } from '../../../src/db/schema.ts';
import { refreshEntryStats } from '../../../src/services/judging/refresh-entry-stats.ts';
import { remindReviewers } from '../../../src/services/judging/remind-reviewers.ts';
import { insertEntry, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';

/*
 * Review reminders (docs/product.md#jury-journey): a week and a day before a round ends, one mail
 * per reviewer with entries left, whatever the number of server processes running the pass.
 * Two app instances share the database, as replicas do (needs TEST_REDIS_URL or a local Redis,
 * like the other replica tests).
 */

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TwoReplicas;
let comp: Competition;
let season: typeof seasons.$inferSelect;
type Account = Awaited<ReturnType<typeof makeEntrant>>;
let ana: Account, bo: Account, cy: Account, dee: Account, eve: Account, fay: Account, gus: Account;

const before = (deadline: Date, ms: number) => new Date(deadline.getTime() - ms);
const mailsTo = (who: Account) => t.mails.filter((m) => m.to.includes(who.email));
/** Both replicas' passes at once; returns how many mails they queued, once those are sent. */
const bothAt = async (now: Date) => {
  const [a, b] = await Promise.all([remindReviewers(t.ctx, { now }), remindReviewers(t.b.ctx, { now })]);
  await t.settleMail();
  return a.sent + b.sent;
};

beforeAll(async () => {
  t = await createTwoReplicas(redisUrl);
  comp = await seedCompetition(t, 'review');
  season = (await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current)))[0]!;
  const owner = await makeEntrant(t);
  ana = await makeEntrant(t, { identity: 2, name: 'Ana' });
  bo = await makeEntrant(t, { identity: 2, name: '薄', language: 'zh-CN' });
  cy = await makeEntrant(t, { identity: 2, name: 'Cy' });
  dee = await makeEntrant(t, { identity: 2, name: 'Dee' });
  eve = await makeEntrant(t, { identity: 3, name: 'Eve' });
  fay = await makeEntrant(t, { identity: 3, name: 'Fay' });
  gus = await makeEntrant(t, { identity: 2, name: 'Gus' });
  const colleague = await makeEntrant(t);
  // Gus works where the owner of his only entry works: a conflict found, not declared.
  await t.ctx.db.update(users).set({ company: 'Acme Studio' }).where(inArray(users.id, [gus.id, colleague.id]));

  const entry = (values: Partial<typeof entries.$inferInsert> = {}) =>
    insertEntry(t, { userId: owner.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'in_review', entryFeeStatus: 'paid', submittedAt: new Date(), ...values });
  const [e1, e2, e3, e4] = [await entry(), await entry({ entryFeeStatus: 'waived' }), await entry(), await entry()];
  // Assigned, but its fee is unpaid: it has not reached the jury, so it is nobody's work yet.
  const unpaid = await entry({ entryFeeStatus: 'unpaid' });
  const e5 = await entry({ userId: colleague.id });
  const assign = (reviewer: Account, ...list: { id: number }[]) => list.map((e) => ({ entryId: e.id, reviewerId: reviewer.id }));
  await t.ctx.db.insert(reviewAssignments).values([...assign(ana, e1!, e2!, unpaid), ...assign(bo, e1!, e2!, e3!), ...assign(cy, e1!, e2!), ...assign(dee, e4!), ...assign(gus, e5)]);
  // Dee's only entry is one she declared a conflict on.
  await t.ctx.db.insert(reviewConflicts).values({ entryId: e4!.id, reviewerId: dee.id, reason: 'My former student' });
  const review = (reviewer: Account, entryId: number, level: 'first' | 'second', submitted = true) => ({
    entryId,
    reviewerId: reviewer.id,
    level,
    status: submitted ? 'submitted' : 'draft',
    scores: { overall: 8 },
    total: 800,
    awardChosen: submitted,
    awardLevelId: comp.levels.gold,
    submittedAt: submitted ? new Date() : null,
  });
  await t.ctx.db.insert(reviews).values([
    review(ana, e1!.id, 'first'),
    review(cy, e1!.id, 'first'),
    review(cy, e2!.id, 'first'),
    // A draft is work still to do.
    review(bo, e3!.id, 'first', false),
    // Fay is done with the second level; Eve has only a draft.
    review(fay, e1!.id, 'second'),
    review(fay, e2!.id, 'second'),
    review(eve, e1!.id, 'second', false),
  ]);
  await refreshEntryStats(t.ctx.db, [e1!.id, e2!.id, e3!.id, e4!.id, e5.id, unpaid.id]);
});
afterAll(() => t?.close());

describe('first-level reminders', () => {
  it('sends nothing 8 days before the round ends', async () => {
    expect(await bothAt(before(season.firstReviewEndsAt, 8 * DAY))).toBe(0);
    expect(t.mails).toHaveLength(0);
    expect(await t.ctx.db.select().from(reviewReminders)).toEqual([]);
  });

  it('a week before, two processes at once send one mail to each sub-judge with entries left, in their language', async () => {
    expect(await bothAt(before(season.firstReviewEndsAt, 6.5 * DAY))).toBe(2);

    const [toAna] = mailsTo(ana);
    expect(mailsTo(ana)).toHaveLength(1);
    expect(toAna!.subject).toMatch(/^Reminder: 1 entry left to review by \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC — Laurel Design Award$/);
    expect(toAna!.text).toContain('Dear Ana,');
    expect(toAna!.text).toContain('one entry is still waiting for your first-level review');
    expect(toAna!.text).toContain(`${t.ctx.config.publicUrl}/subjuryreview`);

    const [toBo] = mailsTo(bo);
    expect(mailsTo(bo)).toHaveLength(1);
    expect(toBo!.subject).toMatch(/^提醒：您还有 3 件作品待评审，截止 \d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d（UTC） — /);
    expect(toBo!.text).toContain('薄，您好：');
    expect(toBo!.text).toContain('初审');
    expect(toBo!.text).toContain(`${t.ctx.config.publicUrl}/subjuryreview`);

    // Done, or left only with an entry they have a conflict with (declared or found): no mail.
    expect(mailsTo(cy)).toEqual([]);
    expect(mailsTo(dee)).toEqual([]);
    expect(mailsTo(gus)).toEqual([]);
    // The second round has not started: nothing for its judges yet.
    expect([...mailsTo(eve), ...mailsTo(fay)]).toEqual([]);

    // The same reminder is never sent twice.
    expect(await bothAt(before(season.firstReviewEndsAt, 6 * DAY))).toBe(0);
    expect(t.mails).toHaveLength(2);
  });

  it('a day before, sends the last reminder once; after the round ends, none', async () => {
    expect(await bothAt(before(season.firstReviewEndsAt, 12 * HOUR))).toBe(2);
    expect(await bothAt(before(season.firstReviewEndsAt, 2 * HOUR))).toBe(0);
    expect(mailsTo(ana)).toHaveLength(2);
    expect(mailsTo(bo)).toHaveLength(2);
    expect(await bothAt(new Date(season.firstReviewEndsAt.getTime() + HOUR))).toBe(0);
    expect(t.mails).toHaveLength(4);
    const claims = await t.ctx.db.select().from(reviewReminders).where(eq(reviewReminders.level, 'first'));
    expect(claims.map((c) => [c.reviewerId, c.kind]).sort()).toEqual([[ana.id, '1d'], [ana.id, '7d'], [bo.id, '1d'], [bo.id, '7d']].sort());
  });
});

describe('second-level reminders', () => {
  it('a week before, the second-level judge with entries left is told how many, with the link to their page', async () => {
    expect(await bothAt(before(season.secondReviewEndsAt, 5 * DAY))).toBe(1);
    const sent = mailsTo(eve);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Reminder: 2 entries left to review by /);
    expect(sent[0]!.text).toContain('2 entries are still waiting for your second-level review');
    expect(sent[0]!.text).toContain(`${t.ctx.config.publicUrl}/levelJuryreview`);
    expect(mailsTo(fay)).toEqual([]);
    // The first round is over: its sub-judges hear nothing more.
    expect(mailsTo(ana)).toHaveLength(2);
  });

  it('a pass that fails after claiming takes back its claims and mails with it, and the next pass sends them', async () => {
    const now = before(season.secondReviewEndsAt, 6 * HOUR);
    // The queue refuses the job: the transaction that claimed the reminder and wrote its mail
    // rolls back as a whole.
    const refusing = { ...t.ctx, jobs: { ...t.ctx.jobs, send: () => Promise.reject(new Error('queue unavailable')) } };
    await expect(remindReviewers(refusing, { now })).rejects.toThrow('queue unavailable');
    const claim = () => t.ctx.db.select().from(reviewReminders).where(and(eq(reviewReminders.reviewerId, eve.id), eq(reviewReminders.kind, '1d')));
    expect(await claim()).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.key, `review-reminder:${season.id}:second:1d:${eve.id}`))).toEqual([]);
    expect(mailsTo(eve)).toHaveLength(1);

    expect(await bothAt(now)).toBe(1);
    expect(mailsTo(eve)).toHaveLength(2);
    expect(await claim()).toHaveLength(1);
  });
});
