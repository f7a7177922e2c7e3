import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The screens every public page is checked on (issue 3). */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * What every public page must pass: its heading shows, nothing is wider than the screen, and
 * axe-core finds no serious or critical accessibility violation.
 */
export async function checkPage(page: Page, path: string) {
  await expect(page.locator('main h1').first(), path).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling on a phone.
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 1;
    // The outermost elements past the edge, named so a failure says where to look.
    const outermost = Array.from(document.querySelectorAll('body *')).filter((el) => sticksOut(el) && !sticksOut(el.parentElement));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: outermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').slice(0, 40)}"`),
    };
  });
  expect(overflow, `${path} scrolls sideways: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
  // Legacy mode runs axe.run() in the page itself. The default opens a second, blank page for
  // every analysis, injects axe-core (580 kB) into it again and copies every rule's result over,
  // which made each check about twice as slow. What legacy mode gives up is cross-origin iframes,
  // so the page must have none. Only violations are asserted, so axe keeps one node for each
  // passing or incomplete rule instead of serialising them all.
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((f) => !f.url().startsWith('about:') && new URL(f.url()).origin !== origin);
  expect(foreign.map((f) => f.url()), `${path} has cross-origin frames axe would not check`).toEqual([]);
  const results = await new AxeBuilder({ page })
    // options() replaces every option set before it, so it comes before withTags().
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `${path} accessibility`).toEqual([]);
}

/** Every public page (issue 3); the journeys through them are in public-site.spec.ts. */
const PUBLIC_PAGES = ['/', '/winner', '/jury', '/faq', '/rules', '/about', '/refund-policy', '/terms', '/privacy', '/contact'];

/** Opens every public page in turn and checks it with `checkPage`. */
export async function checkEveryPublicPage(page: Page): Promise<void> {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await checkPage(page, path);
  }
}
