import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_SITE_NAME, ROOT } from './env.ts';
import { freshDatabase } from './fresh-database.ts';
import { startMailbox } from './mailbox.ts';

/**
 * Starts the real server on a fresh database (freshDatabase) with the demo data (plus the hostile
 * content of seed-content.ts), serving the built app as `npm start` does, with mail going to a
 * real SMTP server in this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  // Mail goes through a real SMTP server in this process (support/mailbox.ts).
  const mailbox = await startMailbox();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: E2E_BASE_URL,
    SITE_NAME: E2E_SITE_NAME,
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: await freshDatabase(`laurel_e2e_${E2E_PORT}`),
    REDIS_URL: '',
    SMTP_URL: mailbox.url,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Set-up calls pose as separate clients (support/env.ts asAnotherClient).
    TRUST_PROXY: 'true',
    // No PAYMENT_SANDBOX: a production start with demo data and no real provider offers the
    // sandbox by itself, as a newcomer's `npm start` does; the payment journey pays through it.
  };
  // Demo data plus hostile content, stored before the server opens the database.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'e2e/support/seed-content.ts')], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) {
    await mailbox.close();
    throw new Error(`Seeding the browser tests' database failed:\n${seeded.stderr}`);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.resolve('@laurel/server/server'))], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The server did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    await mailbox.close();
    server.kill('SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        r(null);
      }, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        r(null);
      });
    });
  };
}
