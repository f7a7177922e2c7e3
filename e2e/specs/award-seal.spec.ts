import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { E2E_SITE_NAME } from '../support/env.ts';
import { expect, test, useToken } from '../support/fixtures.ts';
import { paidAward } from '../support/paid-award.ts';

// Issue 24, the award moment: the level's seal is large — 120 px or more — on the winner's page
// and the award confirmation, on a 320 px phone and a desktop, with nothing wider than the
// screen; and a winner whose package is paid saves the seal as SVG and PNG from the account.

interface Listed {
  id: number;
  title: string;
}

/** The elements that end past the screen's right edge (none when the page fits). */
const pastTheScreen = (page: Page) =>
  page.evaluate(() => {
    const right = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= right) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > right + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`);
  });

/** The seal's drawn size on screen, whole and inside the screen. */
async function sealBox(page: Page, seal: Locator) {
  await expect(seal).toBeVisible();
  const box = (await seal.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  return box;
}

for (const width of [320, 1440]) {
  test(`shows the award's seal at 120 px or more on the winner's page and the award confirmation (${width} px)`, async ({ page, loginAs }) => {
    await page.setViewportSize({ width, height: 900 });
    const winners = await api<{ list: Listed[] }>('GET', '/index/winnerList?page=1&pageSize=1');
    const winner = winners.data.list[0];
    if (!winner) throw new Error(`the demo data has no published winner: ${JSON.stringify(winners.data)}`);
    await page.goto(`/winnerDetails?apply_order_id=${winner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: winner.title })).toBeVisible();
    const onWinnerPage = await sealBox(page, page.locator('.winner-hero__seal svg'));
    expect(onWinnerPage.width).toBeGreaterThanOrEqual(120);
    expect(onWinnerPage.height).toBeGreaterThanOrEqual(120);
    expect(await pastTheScreen(page)).toEqual([]);

    const token = await loginAs('entrant');
    const awards = await api<{ list: Listed[] }>('GET', '/apply/historyAwardList', { token });
    const seed = awards.data.list.find((e) => e.title === 'Seed packaging');
    if (!seed) throw new Error(`the demo entrant's past award is missing: ${JSON.stringify(awards.data)}`);
    await page.goto(`/awards/steps?apply_order_id=${seed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Award confirmation' })).toBeVisible();
    const onConfirmation = await sealBox(page, page.locator('.award-page__seal svg'));
    expect(onConfirmation.width).toBeGreaterThanOrEqual(120);
    expect(onConfirmation.height).toBeGreaterThanOrEqual(120);
    expect(await pastTheScreen(page)).toEqual([]);
  });
}

test('a winner whose package is paid saves the seal as SVG and PNG from the account', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await registerByApi(uniqueEmail('seal'), 'Seal#2026pass', 'Ada Lindqvist');
  const entry = await paidAward(token, 'Salt seal lamp');
  await useToken(page, token);
  await page.goto('/account?tab=awards');
  const item = page.getByTestId(`entry-${entry.id}`);

  const svgDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download seal (SVG)' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toMatch(new RegExp(`^award-seal-\\d{4}-gold-${entry.id}\\.svg$`));
  const text = await readFile((await svg.path())!, 'utf8');
  expect(text).toContain('>GOLD</text>');
  expect(text).toMatch(new RegExp(`>${E2E_SITE_NAME} · \\d{4}</text>`));

  const pngDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download seal (PNG)' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  expect(await sharp(await readFile((await png.path())!)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1500 });
});
