import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The server's sources, apps/server/src. */
export const SERVER_SRC = join(import.meta.dirname, '../../src');

/**
 * Every `.ts` file of the server's sources, in the order of their paths: its path under src/
 * (`lib/errors.ts`) and its text. The one walker of the tests that read the server's code
 * (refusals, the fee ledger's writes, the server's texts, the unbuilt surface).
 */
export function serverSources(): { path: string; code: string }[] {
  const found: { path: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.ts'))
        found.push({ path: relative(SERVER_SRC, path), code: readFileSync(path, 'utf8') });
    }
  };
  walk(SERVER_SRC);
  return found.sort((a, b) => (a.path < b.path ? -1 : 1));
}
