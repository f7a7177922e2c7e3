import { expect, test } from '../support/fixtures.ts';
import { latestMailTo } from '../support/mail.ts';
import { checkPage, VIEWPORTS } from '../support/public-page-check.ts';

// The visitor's journey over the public site (issue 3): from the gallery to a winner and from the
// jury to a member on a phone and on a desktop, each page held to the same checks as in
// public-site-a11y.spec.ts, then the shareable winners URL, a missing winner and the contact form.

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
