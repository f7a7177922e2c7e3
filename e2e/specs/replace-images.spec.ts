import sharp from 'sharp';
import type { CategoryNode, EntryDetail, UploadedFile } from '@laurel/contract';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { asAnotherClient, E2E_BASE_URL } from '../support/env.ts';
import { expect, test, useToken } from '../support/fixtures.ts';

// Issue 4: the images of a submitted entry may be replaced until review starts. A new entrant
// (the demo accounts' entries stay as other specs expect them) submits an entry through the real
// API, then replaces its images on /preview in the browser; the new order must persist.

const PASSWORD = 'Replace#2026x';

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg({ quality: 85 }).toBuffer();

/** POST /apply/upload as the app does: multipart, `kind` before `file`. */
async function uploadImage(token: string, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${E2E_BASE_URL}/api/apply/upload`, { method: 'POST', headers: { token, ...asAnotherClient() }, body: form });
  const body = (await res.json()) as { code: number; msg: unknown; data: UploadedFile };
  if (body.code !== 200) throw new Error(`upload ${name}: ${JSON.stringify(body.msg)}`);
  return body.data.fileId;
}

/** A submitted entry with two images, made through the same calls as /steps and /preview. */
async function submittedEntry(token: string): Promise<{ id: number; imageIds: number[] }> {
  const tree = await api<CategoryNode[]>('GET', '/index/category', { token });
  const category = tree.data.flatMap((group) => (group.children.length ? group.children : [group]))[0];
  if (!category) throw new Error('no category to enter');
  const imageIds = [await uploadImage(token, 'first.jpg', await jpeg('#24493d')), await uploadImage(token, 'second.jpg', await jpeg('#b5651d'))];
  const created = await api<EntryDetail>('POST', '/apply/entry', {
    token,
    body: { categoryId: category.id, title: 'Salt Lamp', description: 'A lamp grown from sea salt crystals.', credits: 'Ada Lindqvist', imageFileIds: imageIds },
  });
  if (created.code !== 200) throw new Error(`create: ${JSON.stringify(created.msg)}`);
  const submitted = await api<EntryDetail>('POST', '/apply/edit', { token, body: { apply_order_id: created.data.id, submit: true } });
  if (submitted.code !== 200) throw new Error(`submit: ${JSON.stringify(submitted.msg)}`);
  expect(submitted.data.canEditImages).toBe(true);
  return { id: created.data.id, imageIds };
}

test('replaces the images of a submitted entry: a new cover uploaded, an old image removed, the order kept', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await registerByApi(uniqueEmail('replace'), PASSWORD, 'Ada Lindqvist');
  const { id, imageIds } = await submittedEntry(token);
  const [first, second] = imageIds;
  await useToken(page, token);

  await page.goto(`/preview?apply_order_id=${id}`);
  await expect(page.getByText('You can replace or reorder the images until the review starts.')).toBeVisible();
  const open = page.getByRole('button', { name: 'Replace images' });
  await open.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Replace the images of “Salt Lamp”' });
  await expect(heading).toBeFocused();
  const cards = page.locator('.upload-grid > li');
  await expect(cards).toHaveCount(2);

  // One new JPEG, made the cover; the old second image removed.
  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/apply/upload'));
  await page.getByRole('button', { name: /Drag images here/ }).locator('input[type=file]').setInputFiles({ name: 'fresh.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#f4efe3') });
  const fresh = ((await (await uploaded).json()) as { data: UploadedFile }).data.fileId;
  await expect(page.getByTestId('upload-announcer')).toContainText('fresh.jpg uploaded.');
  await page.getByRole('button', { name: 'Make fresh.jpg the cover' }).click();
  await expect(cards.first()).toContainText('fresh.jpg');
  await expect(cards.first()).toContainText('Cover');
  // Stored images keep the names they were uploaded as: second.jpg is the old second one, now third.
  await expect(cards.nth(2)).toContainText('second.jpg');
  await page.getByRole('button', { name: 'Remove second.jpg' }).click();
  await expect(cards).toHaveCount(2);

  const saved = page.waitForResponse((res) => res.url().endsWith('/api/apply/editImage'));
  await page.getByRole('button', { name: 'Save images' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ apply_order_id: id, imageFileIds: [fresh, first] });
  await expect(page.getByText('The new images were saved.')).toBeVisible();
  await expect(heading).toHaveCount(0);
  await expect(open).toBeFocused();

  // Persisted: after a reload the page shows the new cover first, and the API agrees.
  await page.reload();
  const cover = page.getByRole('img', { name: 'Salt Lamp, image 1 of 2' });
  await expect(cover).toHaveAttribute('src', new RegExp(`/files/${fresh}/`));
  await expect(page.getByRole('button', { name: 'Show image 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 3' })).toHaveCount(0);
  const info = await api<EntryDetail>('GET', `/apply/info?apply_order_id=${id}`, { token });
  expect(info.data.images.map((image) => image.fileId)).toEqual([fresh, first]);
  expect(info.data.images.map((image) => image.fileId)).not.toContain(second);
  expect(info.data.status).toBe('submitted');
});
