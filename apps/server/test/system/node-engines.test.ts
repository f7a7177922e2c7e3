import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * README promises Node.js 20.19 or newer. `npm ci` installs exactly package-lock.json, and a
 * package whose `engines.node` leaves that version out may use what Node 20 lacks; npm only
 * warns (EBADENGINE). Two did (issue 10): content-disposition 3 and cookie 2 need Node 22, so
 * root package.json pins their Node 20 majors (docs/decisions/005-node-20-pins.md).
 */

const root = join(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** "Node.js 20.19 or newer" in README's prerequisites, as a version. */
function readmeNode(): string {
  const match = /\*\*Node\.js (\d+\.\d+(?:\.\d+)?) or newer\*\*/.exec(readFileSync(join(root, 'README.md'), 'utf8'));
  expect(match, 'README names the Node version it needs').not.toBeNull();
  return semver.coerce(match![1])!.version;
}

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('the Node version README promises', () => {
  it('is the one package.json requires', () => {
    expect(semver.minVersion(readJson('package.json').engines.node)?.version).toBe(readmeNode());
  });

  it('is supported by every package the lockfile installs', () => {
    const node = readmeNode();
    const packages = Object.entries(readJson('package-lock.json').packages as Record<string, LockEntry>);
    const checked = packages.filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node);
    expect(checked.length).toBeGreaterThan(100);
    const excluding = checked
      .filter(([, p]) => !semver.satisfies(node, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} needs node ${(p.engines as { node: string }).node}`);
    expect(excluding).toEqual([]);
  });

  it('still has the pinned packages doing their parents’ work', async () => {
    // content-disposition, through @fastify/static's download; cookie, through inject's cookies.
    const dir = mkdtempSync(join(tmpdir(), 'laurel-engines-'));
    writeFileSync(join(dir, 'a.txt'), 'hello');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/download', (_req, reply) => reply.download('a.txt', 'Résumé 1.txt'));
    app.get('/cookie', (req, reply) => reply.header('set-cookie', 'b=2; Path=/').send(req.headers.cookie));
    try {
      const download = await app.inject('/download');
      expect(download.body).toBe('hello');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="R?sum? 1.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%201.txt`);
      const cookie = await app.inject({ url: '/cookie', cookies: { a: 'x y' } });
      expect(cookie.body).toBe('a=x%20y');
      expect(cookie.cookies).toEqual([{ name: 'b', value: '2', path: '/' }]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
