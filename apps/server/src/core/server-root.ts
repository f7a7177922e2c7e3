import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named `@laurel/server`. The answer is the same whether this code runs as its
 * TypeScript source (src/core/, under tsx in development and tests) or bundled into the compiled
 * server (dist/, docs/decisions/013-compiled-server.md), where `import.meta.url` is a file of the
 * bundle and a path relative to it would point elsewhere. Files the server reads at run time —
 * migrations, the built web app, fonts — are found from here.
 */
export const serverRoot: string = findServerRoot(dirname(fileURLToPath(import.meta.url)));

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@laurel/server') return dir;
    if (dirname(dir) === dir) throw new Error(`no @laurel/server package.json above ${from}`);
  }
}
