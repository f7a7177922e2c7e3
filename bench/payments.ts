// `npm run bench -- payments`: nothing charged twice (issue 12), against the real server on the
// embedded database with the sandbox provider. Each round: 50 concurrent `entryFeePayment`
// requests for one entry's fee must give exactly one order; then 20 concurrent deliveries of its
// paid callback (the sandbox checkout's "pay", which signs and posts the callback as a provider
// would) must change it once and send exactly one receipt (counted in the outbox's .eml files). Times are
// printed beside a baseline measured in the same run: 50 concurrent reads of that order's status.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, runSeed, spawnServer, waitFor } from './http-ratio.ts';

const PORT = 3593;
const CLICKS = 50;
const DELIVERIES = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-payments-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
};
const { rounds } = runSeed<{ rounds: { token: string; email: string; entryId: number }[] }>('bench/seed-payments.ts', env);
const server = await spawnServer(env, PORT);
const url = `http://127.0.0.1:${PORT}`;

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
};

/** Receipts in the outbox to one address (no SMTP_URL: mails are written there). */
const receipts = (email: string) => {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`) && /Receipt/.test(readFileSync(join(dir, f), 'utf8'))).length;
};

let failed = false;
try {
  await waitFor(`${url}/api/health`, server);
  const rows: { clicks: number; orders: number; clickMs: number; readMs: number; deliveries: number; paid: boolean; receipts: number; deliverMs: number }[] = [];
  for (const round of rounds) {
    const headers = { 'content-type': 'application/json', token: round.token };
    const pay = () =>
      fetch(`${url}/api/apply/entryFeePayment`, { method: 'POST', headers, body: JSON.stringify({ apply_order_id: round.entryId, provider: 'sandbox' }) }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { data: { orderNo: string; checkoutUrl: string } } }),
      );
    const clicks = await timed(() => Promise.all(Array.from({ length: CLICKS }, pay)));
    const orderNos = new Set(clicks.result.filter((c) => c.status === 200).map((c) => c.body.data.orderNo));
    const [orderNo] = [...orderNos];
    const status = () => fetch(`${url}/api/apply/checkOrderStatus?order_no=${orderNo}`, { headers }).then((r) => r.json() as Promise<{ data: { status: string } }>);
    const reads = await timed(() => Promise.all(Array.from({ length: CLICKS }, status)));
    // The checkout's "pay" form, at the address only the payer was given (it carries the key).
    const [page, key] = clicks.result.find((c) => c.status === 200)!.body.data.checkoutUrl.split('?');
    const deliver = () => fetch(`${url}${page}/paid?${key}`, { method: 'POST', redirect: 'manual' }).then((r) => r.status);
    const deliveries = await timed(() => Promise.all(Array.from({ length: DELIVERIES }, deliver)));
    // The receipt is queued with the change (the outbox) and written by its job within moments:
    // wait for it, then a little longer, so a second one would be counted too.
    const after = await status();
    for (let i = 0; i < 200 && receipts(round.email) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 500));
    rows.push({
      clicks: clicks.result.filter((c) => c.status === 200).length,
      orders: orderNos.size,
      clickMs: clicks.ms,
      readMs: reads.ms,
      deliveries: deliveries.result.filter((s) => s === 303).length,
      paid: after.data.status === 'paid',
      receipts: receipts(round.email),
      deliverMs: deliveries.ms,
    });
  }
  console.log(`\nPayments: ${rounds.length} rounds, each ${CLICKS} concurrent entryFeePayment for one fee, then ${DELIVERIES} concurrent deliveries of its paid callback`);
  console.log('round'.padEnd(6), 'answered'.padStart(9), 'orders'.padStart(7), 'ms'.padStart(7), 'reads ms'.padStart(9), 'ratio'.padStart(6), 'callbacks'.padStart(10), 'paid'.padStart(5), 'receipts'.padStart(9), 'ms'.padStart(7));
  rows.forEach((r, i) =>
    console.log(
      String(i + 1).padEnd(6),
      String(r.clicks).padStart(9),
      String(r.orders).padStart(7),
      r.clickMs.toFixed(0).padStart(7),
      r.readMs.toFixed(0).padStart(9),
      (r.clickMs / r.readMs).toFixed(2).padStart(6),
      String(r.deliveries).padStart(10),
      String(r.paid).padStart(5),
      String(r.receipts).padStart(9),
      r.deliverMs.toFixed(0).padStart(7),
    ),
  );
  const ok = rows.every((r) => r.clicks === CLICKS && r.orders === 1 && r.deliveries === DELIVERIES && r.paid && r.receipts === 1);
  console.log(
    `median: ${CLICKS} payment clicks ${median(rows.map((r) => r.clickMs)).toFixed(0)} ms (${median(rows.map((r) => r.clickMs / r.readMs)).toFixed(2)}× ${CLICKS} status reads); ` +
      `goal: exactly one order per fee and one state change and one receipt per ${DELIVERIES} deliveries: ${ok ? 'met' : 'NOT MET'}`,
  );
  failed = !ok;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
