#!/usr/bin/env node
// `npm start`: build the web app and the server when missing or older than their sources, then
// run the compiled server (which serves the built app, the API and applies migrations) in this
// very process: one server process, plain JavaScript, no TypeScript transform at run time
// (docs/decisions/013-compiled-server.md). The server handles SIGINT and SIGTERM itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// Say which Node is needed before anything deeper fails on an old one (docs/decisions/011-node-24.md).
const needed = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node; // ">=22.13"
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = needed.replace(/^>=/, '').split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Laurel needs Node.js ${needMajor}.${needMinor} or newer (24 LTS recommended); this is ${process.version}.\n` +
      'Install Node.js 24, or run `. scripts/use-node.sh` to get it from the npm registry into .node/.',
  );
  process.exit(1);
}
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps/web/dist');
const builtAt = existsSync(join(webDist, 'index.html')) ? statSync(join(webDist, 'index.html')).mtimeMs : 0;

/** Newest modification time under the web app's inputs. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const webInputs = [join(root, 'apps/web/src'), join(root, 'packages/contract/src')];
const stale = builtAt === 0 || (!process.env.WEB_DIST && webInputs.some((d) => existsSync(d) && newestSource(d) > builtAt));
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Imported only now: the check above must run before anything that needs a newer Node.
const { ensureServerBuild, serverDist } = await import('./build-server.mjs');
ensureServerBuild();
const serverEntry = join(serverDist, 'server.js');

// The process's memory settings (apps/server/src/app/README.md#process-and-memory), which Node and the C library read
// only when a process starts, so this process becomes the server with them: execve keeps its
// process id (npm → node, one server process; signals reach the server itself).
//  - V8's young generation: Node 24 lets each of its two halves grow to 64 MB, and a burst of
//    requests or the first start's demo data leaves them resident (128 MB idle). 16 MB each
//    costs no measurable throughput here (`npm run bench -- api process`).
//  - glibc's malloc keeps an arena per thread (up to 8 per core) and hands little of what is
//    freed back: password hashing (19 MB a hash), image work and the embedded database's first
//    start on libuv's threads left ~250 MB resident at idle. Two arenas: ~440 MB instead of ~700
//    on a fresh embedded database with demo data.
// Where execve is missing (Windows, Node before 22.15) the server runs in this process as it is.
const V8_FLAGS = ['--max-semi-space-size=16'];
if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...V8_FLAGS, serverEntry], {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  });
}
await import(pathToFileURL(serverEntry).href);
