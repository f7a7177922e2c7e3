import { expect, test } from '../support/fixtures.ts';
import { latestMailTo } from '../support/mail.ts';
import { checkPage, VIEWPORTS } from '../support/public-page-check.ts';

// The visitor's journey over the public site (issue 3): from the gallery to a winner and from the
// jury to a member on a phone and on a desktop, each page held to the same checks as in
// public-site-a11y-desktop.spec.ts and every-route-a11y-{en,zh}.spec.ts, then the shareable
// winners URL, a missing winner and the contact form.

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('opens a winner from the gallery and a jury member from the jury', async ({ page }) => {
      await page.goto('/winner');
      const first = page.locator('main a[href*="/winnerDetails?apply_order_id="]').first();
      const title = (await first.locator('.winner-card__title').innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(/\/winnerDetails\?apply_order_id=\d+/);
      await expect(page.locator('main h1')).toContainText(title);
      await page.waitForLoadState('networkidle');
      await checkPage(page, '/winnerDetails');

      await page.goto('/jury');
      const member = page.locator('main a[href*="/jurymember"]').first();
      await member.click();
      await expect(page).toHaveURL(/\/jurymember\?/);
      await page.waitForLoadState('networkidle');
      await checkPage(page, '/jurymember');
    });
  });
}

test('the winners filter and page live in the URL, so a filtered view can be shared', async ({ page }) => {
  await page.goto('/winner');
  await expect(page.locator('main a[href*="/winnerDetails?apply_order_id="]').first()).toBeVisible();
  const url = new URL(page.url());
  url.searchParams.set('page', '999');
  await page.goto(url.toString());
  await expect(page.locator('main a[href*="/winnerDetails?apply_order_id="]')).toHaveCount(0);
});

test('a winner that is not shown answers the not-found state', async ({ page }) => {
  await page.goto('/winnerDetails?apply_order_id=999999');
  await expect(page.locator('main')).toContainText(/not found|couldn't find|no longer/i);
});

test('sends the contact form; the organisers receive it by mail', async ({ page }) => {
  const marker = `Press kit request ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Lena Fischer');
  await page.getByLabel(/e-mail/i).fill('lena@example.com');
  await page.getByLabel('Subject').fill(marker);
  await page.getByRole('textbox', { name: 'Message' }).fill('Could you send us the press kit for the winners of last season?');
  await page.locator('main').getByRole('button', { name: /send/i }).click();
  await expect(page.locator('main')).toContainText(/thank|sent|received/i);
  const mail = await latestMailTo('organisers@laurel.local');
  expect(mail).toContain(marker);
  expect(mail).toContain('lena@example.com');
});

test.describe('the gallery on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows the first winner on the first screen and filters in a sheet that Escape closes', async ({ page }) => {
    await page.goto('/winner');
    const first = page.locator('main .winner-card').first();
    await expect(first).toBeVisible();
    const box = (await first.locator('.stored-image').boundingBox())!;
    expect(box.y + box.height).toBeLessThan(812);
    // Two tiles a row.
    const second = (await page.locator('main .winner-card').nth(1).boundingBox())!;
    expect(second.y).toBe(box.y);

    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    const season = sheet.getByRole('group', { name: 'Season' }).getByRole('link').nth(1);
    const year = (await season.innerText()).trim();
    await season.click();
    await expect(page).toHaveURL(new RegExp(`/winner\\?year=${year}$`));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    // The bar stays under the header while the tiles scroll.
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeInViewport();
  });
});

test('a winner page leads on through its season, both ways', async ({ page }) => {
  await page.goto('/winner');
  await page.locator('main a[href*="/winnerDetails?apply_order_id="]').first().click();
  const pager = page.getByRole('navigation', { name: /Winners of the \d+ season/ });
  const next = pager.getByRole('link', { name: /Next winner/ });
  const title = (await next.locator('.winner-pager__title').innerText()).trim();
  await next.click();
  await expect(page.locator('main h1')).toHaveText(title);
  await page.getByRole('navigation', { name: /Winners of the \d+ season/ }).getByRole('link', { name: /Previous winner/ }).click();
  await expect(page.getByRole('navigation', { name: /Winners of the \d+ season/ }).getByRole('link', { name: /Previous winner/ })).toHaveCount(0);
});
