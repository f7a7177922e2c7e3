import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = resolve(fileURLToPath(new URL('../../../web', import.meta.url)));

let built: string | null = null;

/**
 * The web app built as `npm run build` builds it — browser bundle, then the server renderer —
 * into a directory of its own, so a test of server rendering neither needs a build made
 * beforehand nor disturbs apps/web/dist while other test files read it. Once per test worker.
 */
export function buildWebApp(): string {
  if (built) return built;
  const out = mkdtempSync(join(tmpdir(), 'laurel-web-'));
  for (const args of [
    ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    ['vite', 'build', '--ssr', '--outDir', join(out, 'ssr'), '--logLevel', 'error'],
  ]) {
    // As `npm run build` runs it: the test runner's NODE_ENV=test would make a development build.
    const run = spawnSync('npx', args, { cwd: WEB, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (run.status !== 0) throw new Error(`vite ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  }
  if (!existsSync(join(out, 'ssr', 'entry-server.js'))) throw new Error('the server renderer was not built');
  built = out;
  return out;
}
