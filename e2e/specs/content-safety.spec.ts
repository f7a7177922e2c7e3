import { expect, test } from '../support/fixtures.ts';

// Content stored through the content layer with script in it (support/seed-content.ts: an
// onerror image, a <script>, a javascript: link, event and style attributes, an iframe) is shown
// as harmless text and markup: nothing of it ever runs (issue 3).

test('script, style and event handlers in stored content never run', async ({ page, allowConsoleError }) => {
  // The neutralised <img src="x"> may still be requested and 404; that is the point.
  allowConsoleError(/Failed to load resource/);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/terms');
  const main = page.locator('main');
  await expect(main).toContainText('Content from the organisers is kept.');
  await expect(main.locator('strong', { hasText: 'kept' })).toBeVisible();
  // The title is plain text: its tag is shown or dropped, never run.
  await expect(main).toContainText('Use of this site');

  const link = main.getByText('a link that runs script');
  await expect(link).toBeVisible();
  await link.click({ force: true });
  await main.getByText('styled paragraph').click({ force: true });
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await main.locator('script, iframe, [onerror], [onclick], [style*="fixed"]').count()).toBe(0);
  expect(await main.locator('a[href^="javascript:"]').count()).toBe(0);
});
