import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import { closeContext, createContext } from './create-context.ts';
import { seedIfEmpty } from '../seed/seed-demo-data.ts';
import { scheduleSessionPruning } from '../services/accounts/prune-expired-sessions.ts';
import { scheduleOrphanCleanup } from '../services/files/cleanup-orphans.ts';
import { schedulePaymentChecks } from '../services/payments/reconcile-pending-orders.ts';
import { scheduleReviewReminders } from '../services/judging/remind-reviewers.ts';

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
  const ctx = await createContext(config);
  if (config.demoData) await seedIfEmpty(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  ctx.log.info(`${config.siteName} is running at ${config.publicUrl}`);
  // Once now (a crash may have left objects behind) and then hourly; safe on several replicas.
  const stopCleanup = scheduleOrphanCleanup(ctx);
  // Likewise for sessions past their expiry (they no longer log anyone in, but stay as rows).
  const stopPruning = scheduleSessionPruning(ctx);
  // Pending payment orders are asked about until final and expire unpaid: a lost callback loses
  // nothing. Each order is claimed by one process per round.
  const stopPaymentChecks = schedulePaymentChecks(ctx);
  // Reviewers with entries left hear a week and a day before their round ends; each mail is
  // claimed by one process.
  const stopReminders = scheduleReviewReminders(ctx);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info(`${signal}: shutting down`);
    stopCleanup();
    stopPruning();
    stopPaymentChecks();
    stopReminders();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
