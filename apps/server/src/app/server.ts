import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import { startBackgroundWork } from './background.ts';
import { closeContext, createContext } from './create-context.ts';
import { seedIfEmpty } from '../seed/seed-demo-data.ts';

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
  // each scheduled occurrence to exactly one of them (docs/architecture.md#background-work).
  const ctx = await createContext(config, { superviseJobs: true });
  if (config.demoData) await seedIfEmpty(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  ctx.log.info(`${config.siteName} is running at ${config.publicUrl}`);
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
