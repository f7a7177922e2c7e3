import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAntom, type FakeAntom } from '../services/payments/providers/fake-antom.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { freePort, runTs, startServer, type RunningServer } from '../helpers/processes.ts';
import { startSmtpCapture, type CapturedMail } from '../helpers/smtp-capture.ts';

/*
 * Issue 23 "once, across replicas": two real server processes on one PostgreSQL, both running the
 * job queue's clock and workers (apps/server/src/jobs/README.md#background-work). A scheduled job runs once
 * per minute, not once per process; a pending order is asked about at its provider once per
 * interval; a payment delivered to both processes, several times, changes the order once and
 * mails one receipt. Needs PostgreSQL: TEST_DATABASE_URL, or the local default.
 */

const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CLIENT_ID = 'LAUREL_REPLICAS';
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const antomKeys = rsa();
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

let database: Awaited<ReturnType<typeof freshDatabase>>;
let fake: FakeAntom;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let dir: string;
let a: RunningServer;
let b: RunningServer;
let payer: { token: string; email: string; entryId: number };

beforeAll(async () => {
  database = await freshDatabase(base);
  fake = await startFakeAntom({ clientId: CLIENT_ID, merchantPublicKey: merchant.publicKey, antomPrivateKey: antomKeys.privateKey });
  smtp = await startSmtpCapture();
  dir = mkdtempSync(join(tmpdir(), 'laurel-replicas-jobs-'));
  writeFileSync(join(dir, 'merchant.pem'), pem(merchant.privateKey, 'pkcs8'));
  writeFileSync(join(dir, 'antom.pem'), pem(antomKeys.publicKey, 'spki'));
  const portA = await freePort();
  const env = {
    DATA_DIR: dir,
    WEB_DIST: join(dir, 'no-web'),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    DATABASE_URL: database.url!,
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    ANTOM_CLIENT_ID: CLIENT_ID,
    ANTOM_MERCHANT_PRIVATE_KEY_FILE: join(dir, 'merchant.pem'),
    ANTOM_PUBLIC_KEY_FILE: join(dir, 'antom.pem'),
    ANTOM_BASE_URL: fake.url,
  };
  const seeded = await runTs('test/helpers/seed-payers.ts', [], { ...env, SEED_PAYERS: '1' }, 120_000);
  if (seeded.code !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  payer = (JSON.parse(seeded.stdout.trim().split("\n").at(-1)!) as { payers: (typeof payer)[] }).payers[0]!;
  [a, b] = await Promise.all([startServer({ ...env, PORT: String(portA) }, 90_000), startServer(env, 90_000)]);
}, 200_000);
afterAll(async () => {
  for (const s of [a, b]) if (s && s.child.exitCode === null) await s.stop();
  await fake?.close();
  await smtp?.close();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Rows of the job queue's own table, read beside the servers. */
async function jobRows(name: string): Promise<{ state: string; singleton_on: string | null }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query('select state, singleton_on::text from pgboss.job where name = $1', [name])).rows;
  } finally {
    await client.end();
  }
}

const inquiries = (orderNo: string) => fake.received.filter((r) => r.path.endsWith('/inquiryPayment') && r.body.paymentRequestId === orderNo).length;
const receipts = (): CapturedMail[] => smtp.mails.filter((m) => m.to.includes(payer.email) && /^Receipt/.test(m.subject));
const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await check()).toBe(true);
};

describe('two server processes on one database', () => {
  it('run a scheduled job once a minute, ask about a pending order once, and mail one receipt', async () => {
    const opened = await fetch(`${a.url}/api/apply/entryFeePayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: payer.token },
      body: JSON.stringify({ apply_order_id: payer.entryId, provider: 'antom' }),
    });
    expect(opened.status).toBe(200);
    const { orderNo } = ((await opened.json()) as { data: { orderNo: string } }).data;

    // The next minute's payments.check-pending job, from whichever process's clock came first,
    // asks about the order.
    await until(() => inquiries(orderNo) > 0, 100_000);
    await until(async () => (await jobRows('payments.check-pending')).some((j) => j.state === 'completed'), 20_000);
    // Both clocks ran through that minute: one job a minute, not one per process...
    const slots = (await jobRows('payments.check-pending')).map((j) => j.singleton_on);
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots).size).toBe(slots.length);
    // ...and one question about the order, whichever process asked.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(inquiries(orderNo)).toBe(1);

    // The payer pays; the provider tells both processes, three times each, at once.
    fake.payerPays(orderNo);
    const notification = fake.notification(orderNo);
    const path = new URL(notification.url).pathname;
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((s) => fetch(`${s.url}${path}`, { method: 'POST', headers: notification.headers, body: notification.rawBody }).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    await until(() => receipts().length > 0, 20_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receipts()).toHaveLength(1);
    expect(receipts()[0]!.text).toContain(orderNo);
    // Still asked about only once: a paid order is never asked about again.
    expect(inquiries(orderNo)).toBe(1);
  }, 180_000);
});
