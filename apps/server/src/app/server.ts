import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteNoticeCode } from '@laurel/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import { startBackgroundWork } from './background.ts';
import { closeContext, createContext } from './create-context.ts';
import { seedIfEmpty } from '../seed/seed-demo-data.ts';
import { siteNotices } from '../services/competition/site-notices.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The job queue's supervisor and clock run in every server process: pg-boss hands each job and
  // each scheduled occurrence to exactly one of them (apps/server/src/jobs/README.md#background-work).
  // A first start on the embedded database creates it, its tables, the job queue's tables and the
  // demo data: work that grows PGlite's WebAssembly memory by hundreds of MB, which WebAssembly
  // can never give back. Reopened after it, the server runs at the size of any later start
  // (apps/server/src/app/README.md#process-and-memory; `npm run bench -- process`: 826 → ~440 MB).
  const firstStart = !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
  let ctx = await createContext(config, { superviseJobs: true });
  if (config.demoData) await seedIfEmpty(ctx);
  if (firstStart) {
    await closeContext(ctx);
    ctx = await createContext(config, { superviseJobs: true });
  }
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  ctx.log.info(`${config.siteName} is running at ${config.publicUrl}`);
  // The same notices the judge's page shows (services/competition/site-notices.ts), said at every
  // start: on a site meant to take real money the sandbox must never go unnoticed.
  const startWarnings: Record<SiteNoticeCode, string> = {
    // Allowed only on the loopback (docs/decisions/014-public-url-in-production.md): a proxy in front that TRUST_PROXY does not reveal would serve localhost links.
    publicUrlLocal: `PUBLIC_URL is not set: this server listens on this machine alone (${config.host}), and its mails and certificates link to ${config.publicUrl}. Set PUBLIC_URL to the address people open before anyone else uses the site.`,
    invoiceSellerMissing:
      'Invoices for payments are not issued until INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS and INVOICE_SELLER_TAX_ID are set (the seller a tax office identifies).',
    paymentSandbox:
      'PAYMENT SANDBOX IS ON: entrants can mark fees paid without paying (test payments, marked TEST on receipts and invoices). Turn it off with PAYMENT_SANDBOX=false.',
  };
  for (const notice of siteNotices(config)) ctx.log.warn(startWarnings[notice.code]);
  // Mail of the outbox, pending-order checks, review reminders, upload cleanup, session pruning.
  await startBackgroundWork(ctx, { schedules: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info(`${signal}: shutting down`);
    // Requests in flight are answered first, then running jobs finish (closeContext), then the
    // database closes.
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
