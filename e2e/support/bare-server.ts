import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, E2E_SITE_NAME, ROOT } from './env.ts';
import { freshDatabase } from './fresh-database.ts';
import { startMailbox } from './mailbox.ts';

/**
 * A server of a spec's own on an empty database: no demo data, only the administrator the
 * `admin:create` command makes — the state an award programme starts from after installing
 * Laurel (issue 27). It runs beside the suite's shared server (global-setup.ts), on its own port,
 * database and SMTP capture; the capture writes to the same MAILBOX_DIR support/mail.ts reads, so
 * mailedCode() works for it too (addresses are unique per test).
 */
export interface BareServer {
  baseURL: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

/** Runs a Node command to its end; rejects with its output when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the built app on an empty database. `slot` keeps specs running side by side apart (the
 * worker's parallelIndex): port E2E_PORT + 11 + slot, database `laurel_e2e_bare_<port>` or PGlite
 * in test-results/e2e-bare-<port>. The administrator is made first by the admin-create command
 * (what `npm run admin:create` runs, from source), which must finish before the server opens the
 * database: PGlite allows one process at a time.
 */
export async function startBareServer(slot = 0, opts: { paymentSandbox?: boolean; env?: Record<string, string> } = {}): Promise<BareServer> {
  const port = E2E_PORT + 11 + slot;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = join(ROOT, 'test-results', `e2e-bare-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const admin = { email: 'organiser@laurel-bare.test', password: 'Organiser#2026x' };
  const mailbox = await startMailbox();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    SITE_NAME: E2E_SITE_NAME,
    DATA_DIR: dataDir,
    REDIS_URL: '',
    SMTP_URL: mailbox.url,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // Without demo data a production start offers no sandbox; a journey that pays asks for it
    // (no live provider is configured, so it is the only way to pay).
    PAYMENT_SANDBOX: opts.paymentSandbox ? 'true' : 'false',
    // A journey's own settings: a provider pointed at a local fake, the invoices' seller.
    ...opts.env,
  };
  let server: ChildProcess | null = null;
  try {
    env.DATABASE_URL = await freshDatabase(`laurel_e2e_bare_${port}`);
    await run(
      ['--import', 'tsx', join(ROOT, 'apps/server/src/cli/admin-create.ts'), '--email', admin.email, '--password', admin.password, '--name', 'Olga Organiser'],
      env,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.resolve('@laurel/server/server'))], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The bare server exited during start:\n${output}`);
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`The bare server did not answer within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    if (server) await stopProcess(server);
    await mailbox.close();
    throw err;
  }
  const running = server;
  return {
    baseURL,
    admin,
    stop: async () => {
      await stopProcess(running);
      await mailbox.close();
    },
  };
}
