import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts.ts';
import { runTs, startServer, type RunningServer } from '../helpers/processes.ts';

/**
 * `npm start` as an operator runs it: the real entry point in its own process, on the embedded
 * database in a fresh DATA_DIR (docs/product.md#quality-bars: nothing to install).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-start-'));
const env = { DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web'), LOG_LEVEL: 'info' };
const running: RunningServer[] = [];
afterAll(async () => {
  for (const s of running) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const admin = DEMO_ACCOUNTS.find((a) => a.isAdmin)!;
const loginStatus = (s: RunningServer) =>
  fetch(`${s.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  }).then((r) => r.status);

describe('starting the server', () => {
  it('refuses a bad configuration with one line per variable, before opening anything', async () => {
    const res = await runTs('src/app/server.ts', [], { ...env, PORT: 'abc', DEMO_DATA: 'maybe' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('PORT: must be a number');
    expect(res.stderr).toContain('DEMO_DATA: must be true or false');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it('with DEMO_DATA=false, starts on an empty embedded database without demo accounts', async () => {
    const server = await startServer({ ...env, DEMO_DATA: 'false' });
    running.push(server);
    expect(await loginStatus(server)).toBe(422);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
  }, 60_000);

  it('by default, loads the demo season into that empty database on the next start', async () => {
    const server = await startServer(env);
    running.push(server);
    expect(await loginStatus(server)).toBe(200);
    expect(server.output()).toMatch(/demo data loaded/);
    expect(await server.stop()).toBe(0);
  }, 60_000);
});
