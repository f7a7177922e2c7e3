import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app/app.ts';
import { startBackgroundWork } from '../../src/app/background.ts';
import { loadConfig, type Config } from '../../src/core/config.ts';
import type { AppContext } from '../../src/core/context.ts';
import { closeContext, createContext } from '../../src/app/create-context.ts';
import { openDatabase } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  mails: CapturedMail[];
  /** Waits until no mail of the outbox is still to be sent (its jobs ran), up to 10 s. */
  settleMail: () => Promise<void>;
  close: () => Promise<void>;
}

/** Waits until no row of the outbox is pending: each was sent or given up. */
export async function settleMail(ctx: AppContext, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    if (row!.n === 0) return;
    if (Date.now() > until) {
      // Which, and why: a send that failed is tried again only after the queue's retry delay.
      const pending = await ctx.db
        .select({ id: mailOutbox.id, kind: mailOutbox.kind, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      throw new Error(`${row!.n} mail(s) of the outbox still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A whole app per test file, on a database of its own: a fresh schema on TEST_DATABASE_URL's
 * server, or an in-memory PGlite when it is unset (CONTRIBUTING.md#tests: one database per worker).
 * Mail goes to a real SMTP server in this process.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    beforeReady?: (app: FastifyInstance) => void;
    /** The app's logger; silent unless a test wants to read the log (helpers/log-capture.ts). */
    log?: FastifyBaseLogger;
    /**
     * Which queues this app works: the outbox's mail (default), or every queue with the schedules
     * registered too. The clock never runs in a test app: tests call the services or send the jobs.
     */
    background?: 'mail' | 'all';
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url, searchPath: url ? schema : undefined, poolSize: 4 });
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMTP_URL: smtp.url, DEMO_DATA: 'false', WEB_DIST: join(dataDir, 'no-web'), ...opts.env }),
    ...opts.config,
  };
  const ctx = await createContext(config, { database, log: opts.log ?? pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  opts.beforeReady?.(app);
  await app.ready();
  await startBackgroundWork(ctx, { schedules: opts.background === 'all' });
  return {
    app,
    ctx,
    mails: smtp.mails,
    settleMail: () => settleMail(ctx),
    close: async () => {
      await app.close();
      // Jobs first: a job still running must not meet a dropped schema.
      await ctx.jobs.stop();
      if (url) await database.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await closeContext(ctx);
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
