import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../helpers/fresh-database.ts';
import { runTs, startServer, type RunningServer } from '../../helpers/processes.ts';
import { parseMail } from '../../helpers/smtp-capture.ts';

/*
 * Issue 23 "done when": 20 entrants pay at once through the sandbox, the server is killed with
 * SIGKILL part-way, and started again on the same data. Every payment that was acknowledged is
 * paid, once, and every paid order has exactly one receipt soon after the restart: a receipt is a
 * row of the mail outbox written with the payment, sent by a job that survives the process
 * (apps/server/src/jobs/README.md#background-work). Before the outbox, receipts were sent after the commit
 * by the request, and a kill between the two lost them.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-crash-mail-'));
let database: Awaited<ReturnType<typeof freshDatabase>>;
let env: Record<string, string>;
const running: RunningServer[] = [];
interface Payer {
  token: string;
  email: string;
  entryId: number;
  orderNo?: string;
}
let payers: Payer[];

beforeAll(async () => {
  database = await freshDatabase();
  env = {
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    PAYMENT_SANDBOX: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  const seeded = await runTs('test/helpers/seed-payers.ts', [], { ...env, SEED_PAYERS: '20' }, 120_000);
  if (seeded.code !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  payers = (JSON.parse(seeded.stdout.trim().split('\n').at(-1)!) as { payers: Payer[] }).payers;
}, 150_000);
afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) await s.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the payer's order and pays it at the sandbox's checkout; the order number once the
 *  server acknowledged the payment (the checkout's 303), else null (the server died first). */
async function pay(server: RunningServer, payer: Payer): Promise<string | null> {
  try {
    const headers = { 'content-type': 'application/json', token: payer.token };
    const opened = await fetch(`${server.url}/api/apply/entryFeePayment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ apply_order_id: payer.entryId, provider: 'sandbox' }),
    });
    const order = ((await opened.json()) as { data: { orderNo: string; checkoutUrl: string } }).data;
    payer.orderNo = order.orderNo;
    // The checkout page's "pay" form: its address carries the key only the payer was given.
    const [page, query] = order.checkoutUrl.split('?');
    const paid = await fetch(`${server.url}${page}/paid?${query}`, { method: 'POST', redirect: 'manual' });
    return paid.status === 303 ? payer.orderNo : null;
  } catch {
    return null;
  }
}

const orderStatus = async (server: RunningServer, payer: Payer) => {
  const res = await fetch(`${server.url}/api/apply/checkOrderStatus?order_no=${payer.orderNo}`, { headers: { token: payer.token } });
  return ((await res.json()) as { data: { status: string } }).data.status;
};

/** The outbox's mail files to an address, with their text. */
const outboxTo = (email: string) => {
  const dir = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(`-${email}.eml`))
    .map((n) => ({ name: n, size: statSync(join(dir, n)).size, ...parseMail(readFileSync(join(dir, n), 'utf8')) }));
};
const receiptsTo = (email: string) => outboxTo(email).filter((m) => /^\[TEST\] Receipt/.test(m.subject));

describe('a server killed while entrants pay', () => {
  it('keeps every acknowledged payment, paid once, and sends every paid order exactly one receipt after the restart', async () => {
    const first = await startServer(env, 90_000);
    running.push(first);
    const acknowledged = new Set<string>();
    const all = payers.map((p) => pay(first, p).then((orderNo) => orderNo && acknowledged.add(orderNo)));
    // Part-way: some payments acknowledged, the rest in flight.
    while (acknowledged.size < 6) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await Promise.all(all);
    expect(acknowledged.size).toBeGreaterThanOrEqual(6);

    const second = await startServer(env, 90_000);
    running.push(second);
    const opened = payers.filter((p) => p.orderNo);
    const statuses = new Map<string, string>();
    for (const p of opened) statuses.set(p.orderNo!, await orderStatus(second, p));
    // What the server said was paid is paid.
    for (const orderNo of acknowledged) expect(statuses.get(orderNo)).toBe('paid');
    const paid = opened.filter((p) => statuses.get(p.orderNo!) === 'paid');
    // ...and each paid order gets its receipt from the restarted server, one each: waited for as
    // a state, the bound only ends a failing run.
    const deadline = Date.now() + 90_000;
    while (paid.some((p) => receiptsTo(p.email).length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A moment more, so that a second receipt on its way would be counted too.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(paid.map((p) => [p.orderNo, receiptsTo(p.email).length])).toEqual(paid.map((p) => [p.orderNo, 1]));
    for (const p of paid) expect(receiptsTo(p.email)[0]!.text).toContain(p.orderNo!);
    // Nobody unpaid got a receipt, and no mail file is empty or half-written.
    for (const p of payers.filter((x) => !paid.includes(x))) expect(receiptsTo(p.email)).toEqual([]);
    for (const p of payers) for (const m of outboxTo(p.email)) expect([m.size > 0, m.subject.length > 0, m.text.length > 0]).toEqual([true, true, true]);
    expect(await second.stop()).toBe(0);
  }, 240_000);
});
