import type { Page } from '@playwright/test';

/** The toasts on screen, in order (the error catalogue's messages, docs/product.md#errors). */
export const toasts = (page: Page) => page.locator('.ant-message-notice');

/** Fills the login form on the page and sends it. */
export async function submitLogin(page: Page, email = 'entrant@laurel.local', password = 'Entrant#2026') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
}
