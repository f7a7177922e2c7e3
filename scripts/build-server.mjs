#!/usr/bin/env node
// The server compiled to JavaScript (docs/decisions/013-compiled-server.md): esbuild bundles
// apps/server/src and @laurel/contract (TypeScript sources, no build of their own) into
// apps/server/dist/, and leaves every npm package external, resolved from node_modules at run
// time as before. `npm start` and the CLI scripts run that output with plain `node`.
//
//   node scripts/build-server.mjs      builds now
//   import { ensureServerBuild }       builds only when the output is missing or older than its
//                                      sources (what scripts/start.mjs and the bench do)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const serverDist = join(root, 'apps/server/dist');
/** Written last, so an interrupted build counts as no build. */
const STAMP = '.built';

/**
 * The process entry, the commands (npm run seed, admin:create, jury:role) and the worker that
 * strips a PDF, started by file (services/files/clean-pdf.ts finds it in dist/workers/).
 */
const ENTRY_POINTS = {
  server: 'apps/server/src/app/server.ts',
  'workers/strip-pdf': 'apps/server/src/services/files/strip-pdf-worker.ts',
  'cli/seed': 'apps/server/src/cli/seed.ts',
  'cli/admin-create': 'apps/server/src/cli/admin-create.ts',
  'cli/jury-role': 'apps/server/src/cli/jury-role.ts',
};
const INPUTS = ['apps/server/src', 'packages/contract/src', 'scripts/build-server.mjs'];

/** Newest modification time under `path`, a file or a folder. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(path)) time = Math.max(time, newest(join(path, entry)));
  return time;
}

export function serverBuildIsStale() {
  const stamp = join(serverDist, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return INPUTS.some((p) => existsSync(join(root, p)) && newest(join(root, p)) > builtAt);
}

/** Builds apps/server/dist; its files appear all at once (a server starting meanwhile sees the old or the new build). */
export async function buildServer() {
  const { build } = await import('esbuild');
  const tmp = `${serverDist}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: tmp,
    bundle: true,
    splitting: true, // the commands share the server's modules instead of a copy each
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Not minified: a stack trace names the functions as written, and each module's code sits
    // under a comment naming its source file.
    minify: false,
    logLevel: 'warning',
    plugins: [
      {
        // Every bare import but our own workspace packages stays an import, resolved from
        // node_modules at run time: native and WebAssembly packages (sharp, argon2, PGlite) and
        // those reading files beside their code need to be where npm put them.
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@laurel/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  writeFileSync(join(tmp, STAMP), `${new Date().toISOString()}\n`);
  const old = `${serverDist}.old-${process.pid}`;
  if (existsSync(serverDist)) renameSync(serverDist, old);
  renameSync(tmp, serverDist);
  rmSync(old, { recursive: true, force: true });
}

/** Builds when the output is missing or stale; whether it did. */
export function ensureServerBuild({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) console.log('Building the server…');
  // In a child process: esbuild's service process and module do not stay in the server's.
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('building the server failed (node scripts/build-server.mjs)');
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Built the server into ${serverDist}`);
}
