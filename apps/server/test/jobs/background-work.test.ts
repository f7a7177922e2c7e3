import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { SCHEDULES, type QueueName } from '../../src/jobs/queues.ts';
import { createSession } from '../../src/services/accounts/sessions.ts';
import { incomingDir } from '../../src/storage/spool.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * app/background.ts as the server runs it: every scheduled queue has a worker that does its
 * service's work when a job comes (here sent by hand; the clock is pg-boss's and never runs in a
 * test app), and every schedule is stored. docs/architecture.md#background-work.
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

  it('runs the pending-order checks and the review reminders as jobs', async () => {
    await t.ctx.jobs.send('payments.check-pending', {});
    await t.ctx.jobs.send('reviews.remind', {});
    await expect.poll(() => completed('payments.check-pending'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => completed('reviews.remind'), { timeout: 10_000 }).toBe(1);
  });
});
