import type { CategoryNode, EntryDetail, PaymentOrder, UploadedFile } from '@laurel/contract';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { api } from './api.ts';
import { asAnotherClient, E2E_BASE_URL } from './env.ts';
import { apiLogin, DEMO } from './fixtures.ts';

/** A submitted entry of the caller's with one image, made through the calls /steps and /preview make. */
export async function submittedEntry(
  token: string,
  title: string,
  texts: { description: string; credits: string } = { description: 'Made for a browser test.', credits: 'Test Entrant' },
  base = E2E_BASE_URL,
): Promise<EntryDetail> {
  const form = new FormData();
  form.append('kind', 'image');
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3d4a24' } }).jpeg().toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cover.jpg');
  const uploaded = (await (await fetch(`${base}/api/apply/upload`, { method: 'POST', headers: { token, ...asAnotherClient() }, body: form })).json()) as {
    data: UploadedFile;
  };
  const tree = await api<CategoryNode[]>('GET', '/index/category', { token, base });
  const category = tree.data.flatMap((group) => (group.children.length ? group.children : [group]))[0]!;
  const created = await api<EntryDetail>('POST', '/apply/entry', {
    token,
    base,
    body: { categoryId: category.id, title, ...texts, imageFileIds: [uploaded.data.fileId] },
  });
  const submitted = await api<EntryDetail>('POST', '/apply/edit', { token, base, body: { apply_order_id: created.data.id, submit: true } });
  expect(submitted.code).toBe(200);
  return submitted.data;
}

/**
 * Pays one fee in the sandbox as its checkout page's "paid" button does (the payer's key is in the
 * order's checkout address), then waits until the entry says it is paid.
 */
export async function payInSandboxByApi(token: string, entryId: number, fee: 'entryFee' | 'winnerPackageFee', base = E2E_BASE_URL): Promise<void> {
  const order = await api<PaymentOrder>('POST', `/apply/${fee}Payment`, { token, base, body: { apply_order_id: entryId, provider: 'sandbox' } });
  expect(order.code).toBe(200);
  const checkout = new URL(order.data.checkoutUrl!, base);
  const paid = await fetch(`${base}${checkout.pathname}/paid${checkout.search}`, { method: 'POST', redirect: 'manual', headers: asAnotherClient() });
  expect(paid.status).toBe(303);
  const status = fee === 'entryFee' ? 'entryFeeStatus' : 'winnerPackageFeeStatus';
  await expect
    .poll(async () => (await api<EntryDetail>('GET', `/apply/info?apply_order_id=${entryId}`, { token, base })).data[status])
    .toBe('paid');
}

/** A submitted entry of the caller's, its entry fee paid, awarded Gold by the demo judge and its winner package paid. */
export async function paidAward(token: string, title: string): Promise<EntryDetail> {
  const entry = await submittedEntry(token, title);
  await payInSandboxByApi(token, entry.id, 'entryFee');
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  const levels = await api<{ id: number; name: string }[]>('GET', '/index/awardClassification');
  const gold = levels.data.find((l) => l.name === 'Gold') ?? levels.data[0]!;
  expect((await api('POST', '/judge/award', { token: judge, body: { apply_order_id: entry.id, awardLevelId: gold.id } })).code).toBe(200);
  await payInSandboxByApi(token, entry.id, 'winnerPackageFee');
  return entry;
}
