import { join } from 'node:path';
import { pino } from 'pino';
import type { Config } from '../core/config.ts';
import type { AppContext } from '../core/context.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { withCleanLogs } from '../lib/log-redaction.ts';
import { memoryPublicCache, redisPublicCache } from '../lib/public-cache.ts';
import { memoryRateLimiter, redisRateLimiter } from '../lib/rate-limiter.ts';
import { createMailer } from '../mail/mailer.ts';
import { loadSecretKey } from '../lib/secret-key.ts';
import { createFileSigner } from '../storage/signed-url.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createSessionCache, redisRevocationStamps } from '../services/accounts/session-cache.ts';
import { findSession } from '../services/accounts/sessions.ts';
import { certificateKey } from '../services/documents/certificate-key.ts';
import { createPaymentProviders } from '../services/payments/providers/index.ts';

/**
 * Opens everything the app needs, from configuration: the database (migrated), mail, file
 * storage and the rate limiter. Embedded defaults need nothing installed
 * (docs/product.md#quality-bars).
 */
export async function createContext(
  config: Config,
  overrides: Partial<Pick<AppContext, 'database' | 'log'>> & {
    /** Run the job queue's supervisor and clock (the server does; commands and tests need not). */
    superviseJobs?: boolean;
  } = {},
): Promise<AppContext> {
  // Whatever logger is given (tests pass one that captures), its lines are cleaned the same way.
  const log = withCleanLogs(overrides.log ?? pino({ level: config.logLevel }));
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
    }));
  const applied = await migrate(database);
  if (applied.length) log.info({ applied }, `database migrated (${database.kind})`);
  const secretKey = loadSecretKey(config.secretKey, config.dataDir);
  // pg-boss keeps its tables in a schema of its own, beside the app's (tests: one per file).
  const jobs = await createJobQueue({
    database,
    log,
    schema: database.searchPath ? `${database.searchPath}_jobs` : 'pgboss',
    supervise: overrides.superviseJobs ?? false,
  });
  return {
    config,
    database,
    db: database.db,
    log,
    jobs,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), log }),
    storage: createLocalStorage(join(config.dataDir, 'uploads')),
    files: createFileSigner(secretKey),
    payments: createPaymentProviders({ secretKey, sandbox: config.paymentSandbox, payments: config.payments }),
    certificateKey: certificateKey(secretKey),
    limiter: config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(),
    cache: config.redisUrl ? await redisPublicCache(config.redisUrl) : memoryPublicCache(),
    // Several processes agree on revocations only through Redis (apps/server/src/services/accounts/README.md#sessions).
    sessions: createSessionCache({
      load: (tokenHash) => findSession(database.db, tokenHash),
      stamps: config.redisUrl
        ? redisRevocationStamps(config.redisUrl, { onError: (err) => log.error({ err }, 'session revocation not stamped in Redis yet') })
        : undefined,
    }),
  };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  // First: running jobs finish while the database and mailer they use are still open.
  await ctx.jobs.stop();
  ctx.mailer.close();
  await ctx.limiter.close();
  await ctx.cache.close();
  await ctx.sessions.close();
  await ctx.database.close();
}
