import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { latestMailTo, mailedCode } from '../support/mail.ts';

// Issue 4 "done when": an entrant registers, starts an entry, uploads images with visible
// progress, leaves midway, logs in again in a new browser context and resumes the draft,
// previews, submits, and finds the entry in /account with the right statuses — all against the
// real server, database, storage and SMTP. Issue 15 "a wizard that earns trust": the first error
// in view and focused, pixel sizes and small-image warnings, a refused file out of the grid, drag
// to reorder, "Draft saved", file names on resume, one Review & submit step with a confirmation
// dialog and screen, and no sideways scroll at 320 px.

const PASSWORD = 'Journey#2026x';

/** A detailed (noisy) JPEG of ~1 MB, so the upload takes long enough for its progress to show. */
const photo = (seed: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b7f73', noise: { type: 'gaussian', mean: 110 + seed * 10, sigma: 50 } } })
    .jpeg({ quality: 92 })
    .toBuffer();

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Ada Lindqvist');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  await page.getByLabel('E-mail code').fill(await mailedCode(email, since));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

async function loginInNewContext(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

const stepHeading = (page: Page) => page.locator('#step-heading');

/** WCAG 1.4.10: at 320 px the page reflows instead of scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (size) await page.setViewportSize(size);
}

test('registers, drafts with uploads, resumes on another device, reviews, submits and sees it in the account', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');
  await register(page, email);

  // Category → details.
  await page.goto('/steps');
  await expect(stepHeading(page)).toHaveText('Choose a category');
  // "Next" without a choice: the message is on screen, and the focus on the choice it is about.
  await page.getByRole('button', { name: /Next: Details/ }).click();
  await expect(page.getByText('Choose a category to continue.')).toBeInViewport();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Next: Details/ }).click();
  await expect(stepHeading(page)).toHaveText('Describe your project');
  // The same for the texts: the first field to fill in is in view and focused.
  await page.getByRole('button', { name: /Next: Images/ }).click();
  await expect(page.getByLabel('Project title')).toBeFocused();
  await expect(page.getByLabel('Project title')).toBeInViewport();
  await page.getByLabel('Project title').fill('Tidal Bench');
  await page.getByLabel('Description', { exact: true }).fill('A public bench cast from recycled shells that drains itself after every tide.');
  await page.getByLabel('Credits', { exact: true }).fill('Ada Lindqvist, Studio Saltmarsh');
  await page.getByRole('button', { name: /Next: Images/ }).click();
  await expect(stepHeading(page)).toHaveText('Add images');

  // Uploads on a slow line, so each file's progress bar is seen moving before it completes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  const files = await Promise.all([1, 2, 3].map(async (n) => ({ name: `tidal-${n}.jpg`, mimeType: 'image/jpeg', buffer: await photo(n) })));
  await page.getByRole('button', { name: /Drag images here/ }).locator('input[type=file]').setInputFiles(files);
  const bar = page.getByRole('progressbar', { name: 'Uploading tidal-1.jpg' });
  await expect(bar).toBeVisible();
  // Part-way: more than nothing and less than all, while the bar is on screen.
  await expect
    .poll(async () => {
      const now = Number(await bar.getAttribute('aria-valuenow', { timeout: 1_000 }));
      return now > 0 && now < 100;
    }, { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 90_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const cards = page.locator('.upload-grid > li');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Cover');
  // Each card gives the pixel size; 1200 px is under the default minimum long edge (1600 px).
  await expect(cards.first()).toContainText('1200 × 900 px');
  await expect(cards.first()).toContainText('Under 1600 px on its long edge');

  // A file the server refuses by its content is listed with the refusals, not in the grid or the count.
  await page
    .getByRole('button', { name: /Drag images here/ })
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear jury, these are my notes.\n'.repeat(40)) });
  await expect(page.locator('.images-step__refused li')).toContainText(/^notes\.jpg could not be uploaded: /);
  await expect(page.locator('.images-step__refused').getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(cards).toHaveCount(3);
  await expect(page.locator('.images-step__count')).toHaveText('3 of 10');
  await expectNoSidewaysScroll(page);
  // The third image becomes the cover before the entrant walks away.
  await page.getByRole('button', { name: 'Make tidal-3.jpg the cover' }).click();
  await expect(cards.first()).toContainText('tidal-3.jpg');
  // And with the pointer: tidal-2 dragged onto the first card becomes the cover.
  await cards.nth(2).dragTo(cards.first());
  await expect(cards.first()).toContainText('tidal-2.jpg');
  await expect(cards.nth(1)).toContainText('tidal-3.jpg');
  // The draft saves itself, and says when.
  await expect(page.getByTestId('draft-status')).toHaveText(/Draft saved \d\d:\d\d/);
  // The stored file behind each card, in order, to compare with what the other device shows.
  const fileIds = (p: Page) =>
    p.locator('.upload-grid > li img').evaluateAll((imgs) => imgs.map((img) => /\/files\/(\d+)\//.exec((img as HTMLImageElement).src)?.[1]));
  const order = await fileIds(page);
  expect(order.every(Boolean)).toBe(true);

  // Leaving midway saves the draft (route change); nothing else is clicked.
  await page.getByRole('link', { name: 'Winners' }).first().click();
  await expect(page).toHaveURL(/\/winner/);

  // Another device: log in, find the draft, continue where it was left.
  const other = await loginInNewContext(browser, email);
  const draft = other.locator('.entry-item', { hasText: 'Tidal Bench' });
  await expect(draft.getByTestId('entry-status')).toHaveText('Draft');
  await draft.getByRole('link', { name: 'Complete entry' }).click();
  await expect(stepHeading(other)).toHaveText('Add images');
  const resumed = other.locator('.upload-grid > li');
  await expect(resumed).toHaveCount(3);
  await expect.poll(() => fileIds(other)).toEqual(order);
  // With the names they were uploaded as.
  await expect(resumed.first()).toContainText('tidal-2.jpg');
  await expect(resumed.first().locator('img')).toHaveJSProperty('complete', true);
  expect(await resumed.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Review & submit: the small cover is a warning, one dialog states the fee and what follows,
  // and the confirmation names the entry.
  await other.getByRole('button', { name: /Next: Review/ }).click();
  await expect(stepHeading(other)).toHaveText('Review and submit your entry');
  await expect(other.getByText('You can submit, but check the images first')).toBeVisible();
  await expect(other.getByText(/Everything needed is here/)).toHaveCount(0);
  await expect(other.getByText('Ada Lindqvist, Studio Saltmarsh')).toBeVisible();
  await expectNoSidewaysScroll(other);
  const since = Date.now();
  await other.getByRole('button', { name: /Submit entry/ }).click();
  const dialog = other.getByRole('dialog', { name: 'Submit “Tidal Bench”?' });
  await expect(dialog.getByTestId('submit-fee')).toHaveText(/^Entry fee: \$\d/);
  await expect(dialog).toContainText('You pay the entry fee next.');
  await dialog.getByRole('button', { name: /Submit entry/ }).click();
  await expect(other.getByRole('heading', { name: 'Entry submitted' })).toBeFocused();
  const entryId = /apply_order_id=(\d+)/.exec(other.url())?.[1];
  await expect(other.locator('.entry-submitted__number')).toHaveText(entryId ?? 'missing');
  await expect(other.getByRole('link', { name: /Pay the entry fee/ })).toHaveAttribute('href', `/preview?apply_order_id=${entryId}#pay`);

  // The account shows it submitted, with its entry fee still to pay.
  await other.goto('/account');
  const submitted = other.locator('.entry-item', { hasText: 'Tidal Bench' });
  await expect(submitted.getByTestId('entry-status')).toHaveText('Submitted');
  await expect(submitted.getByTestId('fee-entry')).toHaveText(/^Entry fee\s*\$[\d,.]+ · Due$/);
  await expect(submitted.getByRole('link', { name: 'Pay entry fee' })).toBeVisible();
  await expect(submitted.getByRole('link', { name: 'Complete entry' })).toHaveCount(0);
  expect(await latestMailTo(email, since)).toContain('Tidal Bench');
  await other.context().close();
});
