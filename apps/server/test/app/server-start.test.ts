import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
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

const admin = DEMO_ACCOUNTS.find((a) => a.staffRole === 'administrator')!;
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

  it('refuses to listen beyond this machine in production without PUBLIC_URL, saying so in one line', async () => {
    const res = await runTs('src/app/server.ts', [], { ...env, HOST: '0.0.0.0' });
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual(['Invalid configuration:', expect.stringMatching(/^ {2}PUBLIC_URL: required in production when the server is reached from elsewhere \(HOST "0\.0\.0\.0"\)/)]);
  });

  it('with DEMO_DATA=false, starts on an empty embedded database without demo accounts', async () => {
    const server = await startServer({ ...env, DEMO_DATA: 'false' });
    running.push(server);
    expect(await loginStatus(server)).toBe(422);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    // A production start without demo data is a live site: no sandbox, and nothing to say of it.
    expect(server.output()).not.toMatch(/PAYMENT SANDBOX IS ON/);
  }, 60_000);

  let demo: RunningServer;
  it('by default, loads the demo season into that empty database on the next start', async () => {
    demo = await startServer(env);
    running.push(demo);
    expect(await loginStatus(demo)).toBe(200);
    expect(demo.output()).toMatch(/demo data loaded/);
    // A demo offers the sandbox so the entrant's journey can be walked, and the start log says so.
    expect(demo.output()).toMatch(/PAYMENT SANDBOX IS ON: entrants can mark fees paid without paying/);
    // Without PUBLIC_URL it is a trial on this machine, and the log says where its links lead.
    expect(demo.output()).toMatch(/PUBLIC_URL is not set: this server listens on this machine alone \(127\.0\.0\.1\)/);
  }, 60_000);

  // A stop must not cut a request off, nor wait for the keep-alive timeout (72 s) on the
  // connection that request leaves open: this test's 30 s limit fails if it does.
  it('on SIGTERM, answers a request in flight, closes its connection and exits', async () => {
    const body = JSON.stringify({ email: admin.email, password: admin.password });
    const socket = connect(Number(new URL(demo.url).port), '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (c: Buffer) => (received += c.toString()));
    const closed = once(socket, 'close');
    const logged = (pattern: RegExp) => waitFor(() => pattern.test(demo.output()));
    const requests = () => demo.output().split('incoming request').length;
    const before = requests();
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: laurel.test\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await waitFor(() => requests() > before); // routed: the body is still to come
    const exit = demo.stop();
    await logged(/SIGTERM: shutting down/);
    socket.write(body.slice(10));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exit).toBe(0);
  });
});

/** Resolves once `check` holds, looking again each time the event loop is free. */
async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}
