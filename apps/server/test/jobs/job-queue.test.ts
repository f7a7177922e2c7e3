import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue.ts';
import { SCHEDULES } from '../../src/jobs/queues.ts';
import { captureLog } from '../helpers/log-capture.ts';

/*
 * The job queue itself (jobs/job-queue.ts, apps/server/src/jobs/README.md#background-work), on a database of
 * this file's own: a job sent in a transaction exists only if it commits; a failing job is tried
 * again and then dead-lettered, logged by id without its data; a stop lets a running job finish.
 * Queues with fast retries here (`retryOverrides`); the real ones are in jobs/queues.ts.
 */

const url = process.env.TEST_DATABASE_URL;
const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
let database: Database;
let jobs: JobQueue;
const { log, lines } = captureLog('info');

beforeAll(async () => {
  database = await openDatabase({ url, searchPath: url ? schema : undefined, poolSize: 2 });
  jobs = await createJobQueue({
    database,
    log,
    schema: `${schema}_jobs`,
    supervise: false,
    retryOverrides: { 'sessions.prune': { retryLimit: 1, retryDelay: 0, retryBackoff: false } },
  });
});
afterAll(async () => {
  await jobs.stop();
  if (url) await database.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
  await database.close();
});

const waitUntil = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 2000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
};

describe('the job queue', () => {
  it('has a job sent inside a transaction only when the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('reviews.remind', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobs.counts('reviews.remind')).toMatchObject({ queued: 0 });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send('reviews.remind', { n: 2 }, { tx });
    });
    expect(await jobs.counts('reviews.remind')).toMatchObject({ queued: 1 });

    const seen: unknown[] = [];
    await jobs.work('reviews.remind', async (job) => void seen.push(job.data));
    await waitUntil(() => seen.length === 1);
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('tries a failing job again, then dead-letters it: logged with its id, never its data', async () => {
    const tries: number[] = [];
    const dead: unknown[] = [];
    await jobs.work<{ secret: string }>(
      'sessions.prune',
      async (job) => {
        tries.push(job.retryCount);
        throw new Error('always fails');
      },
      { onDead: async (data) => void dead.push(data) },
    );
    const id = await jobs.send('sessions.prune', { secret: 'do-not-log-me' });
    await waitUntil(() => dead.length === 1);
    expect(tries).toEqual([0, 1]);
    expect(dead).toEqual([{ secret: 'do-not-log-me' }]);
    const line = lines.find((l) => l.msg === 'background job failed for good; it is in the dead-letter queue');
    expect(line).toMatchObject({ jobId: id, queue: 'sessions.prune', level: 50 });
    expect(JSON.stringify(lines)).not.toContain('do-not-log-me');
    // The records are told before pg-boss settles the last try: wait for it to be failed.
    await waitUntil(async () => (await jobs.counts('sessions.prune')).failed === 1);
    expect(await jobs.counts('sessions.prune')).toMatchObject({ queued: 0, active: 0, failed: 1 });
  });

  it('stores every schedule of jobs/queues.ts', async () => {
    await jobs.schedule();
    expect((await jobs.schedules()).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      SCHEDULES.map((s) => ({ name: s.name, cron: s.cron })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('stops gracefully: a job already running finishes before stop() returns', async () => {
    const other = await createJobQueue({ database, log: pino({ level: 'silent' }), schema: `${schema}_jobs`, supervise: false });
    let release!: () => void;
    const started = new Promise<void>((r) => (release = r));
    let finished = false;
    await other.work('files.cleanup-orphans', async () => {
      release();
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await other.send('files.cleanup-orphans', {});
    await started;
    await other.stop();
    expect(finished).toBe(true);
    expect(await jobs.counts('files.cleanup-orphans')).toMatchObject({ completed: 1, active: 0 });
  });
});
