import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app/app.ts';
import { loadConfig, type Config } from '../../src/core/config.ts';
import type { AppContext } from '../../src/core/context.ts';
import { closeContext, createContext } from '../../src/app/create-context.ts';
import { openDatabase } from '../../src/db/client.ts';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  mails: CapturedMail[];
  close: () => Promise<void>;
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
  return {
    app,
    ctx,
    mails: smtp.mails,
    close: async () => {
      await app.close();
      if (url) await database.exec(`drop schema if exists ${schema} cascade`);
      await closeContext(ctx);
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
