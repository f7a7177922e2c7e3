#!/usr/bin/env node
// `npm run seed`, `npm run admin:create`, `npm run jury:role`: the compiled command (built first
// when missing or stale, scripts/build-server.mjs) in this process, with the arguments after its
// name, as `node apps/server/dist/cli/<name>.js …` would see them.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverDist } from './build-server.mjs';

const [name] = process.argv.splice(2, 1);
if (!['seed', 'admin-create', 'jury-role'].includes(name ?? '')) {
  console.error(`usage: node scripts/run-cli.mjs seed|admin-create|jury-role [arguments]`);
  process.exit(2);
}
ensureServerBuild({ quiet: true });
await import(pathToFileURL(join(serverDist, 'cli', `${name}.js`)).href);
