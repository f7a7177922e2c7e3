import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * README promises Node.js 22 or 24, package.json `engines` the oldest 22 it runs on (22.13). `npm ci` installs exactly package-lock.json, and a package whose `engines.node`
 * leaves that version out may use what it lacks; npm only warns (EBADENGINE)
 * (docs/decisions/011-node-24.md).
 */

const root = join(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** "Node.js 22 or 24" in README's prerequisites: the majors it names. */
function readmeMajors(): number[] {
  const match = /\*\*Node\.js (\d+) or (\d+)\*\*/.exec(readFileSync(join(root, 'README.md'), 'utf8'));
  expect(match, 'README names the Node versions it needs').not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

/** The oldest version package.json accepts. */
const oldestNode = () => semver.minVersion(readJson('package.json').engines.node)!.version;

interface LockEntry {
  version?: string;
  os?: string[];
  engines?: { node?: string } | string[];
}

describe('the Node version README promises', () => {
  it('is the one package.json requires, and this process runs on one of them', () => {
    const [oldest, newest] = readmeMajors();
    expect(semver.major(oldestNode())).toBe(oldest);
    expect(semver.satisfies(`${newest}.0.0`, readJson('package.json').engines.node)).toBe(true);
    // CI and `. scripts/use-node.sh` run the suites on the recommended major.
    expect(semver.satisfies(process.versions.node, readJson('package.json').engines.node)).toBe(true);
  });

  it('is supported by every package the lockfile installs', () => {
    const node = oldestNode();
    const packages = Object.entries(readJson('package-lock.json').packages as Record<string, LockEntry>);
    // A binary for another system (sharp's win32-ia32, rolldown's wasm fallback) is never installed here.
    const forThisSystem = ([, p]: [string, LockEntry]) => !p.os || p.os.includes(process.platform);
    const checked = packages.filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node).filter(forThisSystem);
    expect(checked.length).toBeGreaterThan(100);
    const excluding = checked
      .filter(([, p]) => !semver.satisfies(node, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} needs node ${(p.engines as { node: string }).node}`);
    expect(excluding).toEqual([]);
  });

  it('has the once-pinned packages doing their parents’ work on their current majors', async () => {
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
