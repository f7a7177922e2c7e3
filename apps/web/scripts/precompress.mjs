#!/usr/bin/env node
// After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, made
// once at build time at the highest levels, which the server sends to browsers that accept them
// (@fastify/static's preCompressed, apps/server/src/plugins/static-spa.ts). Sent uncompressed,
// the home page's scripts were three times their size over a phone's network (issue 14).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// The server renderer (dist/ssr) is read from disk by the server, never sent.
const SKIP = new Set(['ssr']);

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(path);
      continue;
    }
    if (!TEXT.test(entry.name) || statSync(path).size < 1024) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    before += body.length;
    after += br.length;
  }
}
walk(dist);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
