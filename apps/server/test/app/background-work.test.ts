import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, juryInvitations, seasons, sessions, users } from '../../src/db/schema.ts';
import { SCHEDULES, type QueueName } from '../../src/jobs/queues.ts';
import { createSession } from '../../src/services/accounts/sessions.ts';
import { incomingDir } from '../../src/storage/spool.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { findNeedles, pdfNamingAuthor } from '../helpers/identifying-files.ts';

/*
 * app/background.ts as the server runs it: every scheduled queue has a worker that does its
 * service's work when a job comes (here sent by hand; the clock is pg-boss's and never runs in a
 * test app), and every schedule is stored. apps/server/src/jobs/README.md#background-work.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ background: 'all' });
});
afterAll(() => t.close());

const completed = async (name: QueueName) => (await t.ctx.jobs.counts(name)).completed;

describe('the background work of a server process', () => {
  it('stores a schedule for every clocked queue', async () => {
    expect((await t.ctx.jobs.schedules()).map((s) => `${s.name} ${s.cron}`).sort()).toEqual(SCHEDULES.map((s) => `${s.name} ${s.cron}`).sort());
  });

  it('prunes expired sessions when sessions.prune runs', async () => {
    const [user] = await t.ctx.db.insert(users).values({ email: 'jobs@example.com', passwordHash: 'x', name: 'J' }).returning({ id: users.id });
    await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, user!.id));
    await t.ctx.jobs.send('sessions.prune', {});
    await expect.poll(async () => (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).length, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => completed('sessions.prune')).toBe(1);
  });

  it('removes an old temporary upload file when files.cleanup-orphans runs', async () => {
    const dir = incomingDir(t.ctx.config.dataDir);
    mkdirSync(dir, { recursive: true });
    const stray = join(dir, 'left-by-a-crash.part');
    writeFileSync(stray, 'x');
    const old = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stray, old, old);
    await t.ctx.jobs.send('files.cleanup-orphans', {});
    await expect.poll(() => existsSync(stray), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => completed('files.cleanup-orphans')).toBe(1);
  });

  it('strips the entry PDFs stored before uploads were, when files.strip-pdfs runs', { timeout: 30_000 }, async () => {
    const who = { name: 'Odile Marchetti', company: 'Marchetti Atelier', email: 'odile@marchetti-atelier.test' };
    const [user] = await t.ctx.db.insert(users).values({ email: who.email, passwordHash: 'x', name: who.name }).returning({ id: users.id });
    // As the upload route stored a PDF before: byte for byte, never stripped.
    const stored = async (name: string, bytes: Buffer) => {
      const storageKey = `originals/${name}.pdf`;
      await t.ctx.storage.put(storageKey, bytes);
      const [row] = await t.ctx.db.insert(files).values({ userId: user!.id, kind: 'entry-pdf', storageKey, mime: 'application/pdf', bytes: bytes.length }).returning();
      return row!;
    };
    const named = await stored('named-before', await pdfNamingAuthor(who));
    // One no reader can rewrite stays as it is (logged), and does not stop the others.
    const broken = await stored('broken-before', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    const read = async (id: number) => (await t.ctx.db.select().from(files).where(eq(files.id, id)))[0]!;
    await t.ctx.jobs.send('files.strip-pdfs', {});
    // Each PDF is a worker of its own, a second or so on a busy machine.
    await expect.poll(() => completed('files.strip-pdfs'), { timeout: 20_000 }).toBe(1);

    const after = await read(named.id);
    expect(after.pdfStrippedAt).not.toBeNull();
    expect(after.storageKey).not.toBe(named.storageKey);
    expect(await t.ctx.storage.exists(named.storageKey)).toBe(false);
    const object = await t.ctx.storage.get(after.storageKey);
    const bytes = Buffer.concat(await object!.body.toArray());
    expect(bytes.length).toBe(after.bytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(findNeedles(bytes, [who.name, who.company, who.email])).toEqual([]);
    expect(await read(broken.id)).toMatchObject({ storageKey: broken.storageKey, pdfStrippedAt: null });
  });

  it('reminds a jury invitation pending for 3 days when invitations.remind runs', async () => {
    const d = (days: number) => new Date(Date.now() + days * 86_400_000);
    const [season] = await t.ctx.db.insert(seasons).values({ year: 2031, name: 'Laurel 2031', registrationOpensAt: d(-10), registrationClosesAt: d(10), firstReviewStartsAt: d(11), firstReviewEndsAt: d(12), secondReviewStartsAt: d(13), secondReviewEndsAt: d(14), resultsAt: d(15) }).returning();
    // Sent 3 days and an hour ago: its link holds 14 days from then.
    const [row] = await t.ctx.db.insert(juryInvitations).values({ email: 'reminded@example.com', identity: 1, seasonId: season!.id, tokenHash: 'h'.repeat(64), expiresAt: d(14 - 3 - 1 / 24) }).returning();
    await t.ctx.jobs.send('invitations.remind', {});
    await expect.poll(() => completed('invitations.remind'), { timeout: 10_000 }).toBe(1);
    const [after] = await t.ctx.db.select().from(juryInvitations).where(eq(juryInvitations.id, row!.id));
    expect(after!.remindersSent).toBe(1);
    expect(after!.tokenHash).not.toBe(row!.tokenHash);
    await t.settleMail();
    expect(t.mails.filter((m) => m.to.includes('reminded@example.com')).map((m) => m.subject)).toEqual([expect.stringContaining('Reminder')]);
  });

  it('runs the pending-order checks and the review reminders as jobs', async () => {
    await t.ctx.jobs.send('payments.check-pending', {});
    await t.ctx.jobs.send('reviews.remind', {});
    await expect.poll(() => completed('payments.check-pending'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => completed('reviews.remind'), { timeout: 10_000 }).toBe(1);
  });
});
