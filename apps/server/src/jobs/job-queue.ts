import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite, type JobWithMetadata, type PGliteLike } from 'pg-boss';
import type { Database, DbLike } from '../db/client.ts';
import { QUEUE_NAMES, QUEUES, SCHEDULES, deadLetterOf, type QueueName } from './queues.ts';

/** What a handler is given: the job's id (for logs), its data and which try this is (0 first). */
export interface JobRun<T> {
  id: string;
  data: T;
  retryCount: number;
}

export type JobHandler<T = Record<string, unknown>> = (job: JobRun<T>) => Promise<void>;

export interface WorkOptions<T> {
  /** Jobs of this queue run at once in this process. */
  concurrency?: number;
  /** Called with the data of a job whose last try failed, after it is logged. */
  onDead?: (data: T) => Promise<void>;
  /** Seconds between polls when no NOTIFY woke the worker (default 5). */
  pollingSeconds?: number;
}

export interface SendJobOptions {
  /** Insert the job inside this transaction: it exists only if the transaction commits. */
  tx?: DbLike;
  /** Not before this moment. */
  startAfter?: Date;
}

/**
 * The one job queue of the process (docs/decisions/012-one-job-queue.md): pg-boss on the app's
 * database, through the embedded database's own connection or a small pool of its own on
 * PostgreSQL. Services only `send`; the composition root (app/background.ts) says which service
 * works each queue and starts the workers and schedules.
 */
export interface JobQueue {
  send(name: QueueName, data: object, opts?: SendJobOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name`; a throw is a failed try (retried per QUEUES, then dead). */
  work<T>(name: QueueName, handler: JobHandler<T>, opts?: WorkOptions<T>): Promise<void>;
  /** Creates or updates the schedules of SCHEDULES. */
  schedule(): Promise<void>;
  /** The schedules stored, as queue and cron. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** Jobs of a queue by state, for tests and the console. */
  counts(name: QueueName): Promise<{ queued: number; active: number; failed: number; completed: number }>;
  /** Stops polling and lets running jobs finish (up to `timeoutMs`), then closes. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** The schema pg-boss keeps its tables in (tests give each file its own). */
  schema?: string;
  /** Run the supervisor (expiry, heartbeats, retention) and the cron clock. Off for commands. */
  supervise?: boolean;
  /** Seconds between the supervisor's passes (how soon a crashed process's jobs are retried). */
  superviseIntervalSeconds?: number;
  /** Other retry settings for some queues (tests that must see a last try without waiting hours). */
  retryOverrides?: Partial<Record<QueueName, { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean }>>;
}

export async function createJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  const { database, log } = opts;
  const schema = opts.schema ?? 'pgboss';
  const supervise = opts.supervise ?? true;
  const timing = {
    supervise,
    schedule: supervise,
    superviseIntervalSeconds: opts.superviseIntervalSeconds ?? 10,
    // The clock's pass that turns due occurrences into jobs: a minute's job starts within ~10 s.
    cronMonitorIntervalSeconds: 10,
    // Wake workers on NOTIFY when a job is created (a mail leaves in milliseconds), polling stays as
    // a backstop; PGlite delivers NOTIFY within its one connection.
    useListenNotify: true,
    // Not the instance registry: nothing reads it, and it is one more write every 30 s.
    registerInstance: false,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...timing, db: fromPglite(database.raw as PGliteLike), backend: 'pglite', schema })
      : new PgBoss({ ...timing, connectionString: database.url!, max: 3, schema, application_name: 'laurel-jobs' });
  // pg-boss reports its own failures (a lost connection, a maintenance error) as events: logged,
  // never thrown, so a hiccup of the queue does not bring the server down.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning: { message?: string }) => log.warn({ warning: warning.message }, 'job queue warning'));
  await boss.start();
  let stopping: Promise<void> | undefined;
  for (const name of QUEUE_NAMES) {
    await boss.createQueue(deadLetterOf(name));
    const settings = { ...QUEUES[name], ...opts.retryOverrides?.[name], deadLetter: deadLetterOf(name), notify: true };
    await boss.createQueue(name, settings);
    // An existing queue keeps what it was created with: bring it to what this release says.
    await boss.updateQueue(name, settings);
  }

  return {
    async send(name, data, sendOpts = {}) {
      return boss.send(name, data, {
        ...(sendOpts.tx ? { db: fromDrizzle(sendOpts.tx, sql) } : {}),
        ...(sendOpts.startAfter ? { startAfter: sendOpts.startAfter } : {}),
      });
    },
    async work<T>(name: QueueName, handler: JobHandler<T>, workOpts: WorkOptions<T> = {}) {
      // NOTIFY wakes a worker for a new job; a retry coming due wakes nobody, so the idle poll
      // (every 5 s) is what picks it up.
      const every = workOpts.pollingSeconds ?? 5;
      const polling = { pollingIntervalSeconds: every, notifyPollingIntervalSeconds: every };
      await boss.work<object>(name, { ...polling, localConcurrency: workOpts.concurrency ?? 1, batchSize: 1, includeMetadata: true }, async ([job]) => {
        try {
          await handler({ id: job!.id, data: job!.data as never, retryCount: job!.retryCount });
        } catch (err) {
          // One line per failed try, with the job's id and queue and the error's name and message,
          // never the job's data (it may name a person or carry a token).
          const last = job!.retryCount >= (job as JobWithMetadata).retryLimit;
          const fields = { jobId: job!.id, queue: name, try: job!.retryCount + 1, reason: (err as Error).message?.slice(0, 200) };
          if (!last) {
            log.warn(fields, 'background job failed; it is tried again later');
            throw err;
          }
          // Its last try: pg-boss moves it to the dead letter, which keeps it for a person (and
          // a redrive); whatever the work's own records must say about it is said now.
          log.error(fields, 'background job failed for good; it is in the dead-letter queue');
          await workOpts.onDead?.(job!.data as T);
          throw err;
        }
      });
    },
    async schedule() {
      for (const { name, cron } of SCHEDULES) await boss.schedule(name, cron, null, { tz: 'UTC', missed: 'once' });
    },
    async schedules() {
      return (await boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
    },
    async counts(name) {
      const rows = await database.exec(
        `select state, count(*)::int as n from ${schema}.job where name = '${name}' group by state`,
      );
      const by = Object.fromEntries((rows as { state: string; n: number }[]).map((r) => [r.state, r.n]));
      return {
        queued: (by.created ?? 0) + (by.retry ?? 0),
        active: by.active ?? 0,
        failed: by.failed ?? 0,
        completed: by.completed ?? 0,
      };
    },
    stop(timeoutMs = 30_000) {
      // graceful: workers stop fetching and the jobs they hold finish first (up to timeoutMs).
      // Once: a second call waits for the first.
      stopping ??= boss.stop({ graceful: true, timeout: timeoutMs, close: true });
      return stopping;
    },
  };
}
