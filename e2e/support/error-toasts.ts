import type { Page } from '@playwright/test';

/** The toasts on screen, in order (the error catalogue's messages, docs/product.md#errors). */
export const toasts = (page: Page) => page.locator('.ant-message-notice');

/** The messages a form shows under its fields, in order (docs/product.md#errors). */
export const fieldErrors = (page: Page) => page.locator('.ant-form-item-explain-error');

/**
 * Waits until no toast can still be on its way: the page's request has been answered and its
 * handling has run, so "no toast" is a finding rather than an early look.
 */
export async function settled(page: Page, path: string, act: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path);
  await act();
  await answered;
  // A toast is opened in the same task as the answer's handling; two frames cover its render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Fills the login form on the page and sends it. */
export async function submitLogin(page: Page, email = 'entrant@laurel.local', password = 'Entrant#2026') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
}
