import type { Locator, Page } from '@playwright/test';
import type { ReviewCriteria } from '@laurel/contract';
import { expect } from './fixtures.ts';

/*
 * Steps the jury specs share. The automatic assignment's plan depends on every sub-judge's load,
 * which another spec running beside this one may change between the preview and the click: the
 * page then previews again (docs/product.md#assignment), and so does this helper.
 */

/** Applies the previewed plan in the open dialog, previewing again as the page does on a 409. */
export async function applyPlan(page: Page, dialog: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const applied = page.waitForResponse((res) => res.url().endsWith('/api/judge/autoAssign'));
    // Listened for before the click (the page previews again at once on a 409); unused when applied.
    const previewedAgain = page.waitForResponse((res) => res.url().includes('/api/judge/assignmentPlan'));
    previewedAgain.catch(() => undefined);
    await dialog.getByRole('button', { name: 'Apply plan' }).click();
    const res = await applied;
    if (res.status() === 200) {
      await expect(dialog).toBeHidden();
      return;
    }
    expect(res.status()).toBe(409);
    await previewedAgain;
    await expect(dialog.getByRole('button', { name: 'Apply plan' })).toBeEnabled();
  }
  throw new Error('the plan kept changing under the judge');
}

/**
 * Opens an antd select, picks the option that reads exactly `label`, and waits until the select
 * shows it. The dropdown slides in (rc-motion's `ant-slide-up-*` classes while it moves) and
 * another one may still be sliding out: an option clicked while its list moves can be the one
 * next to it under the pointer (a judge's fee dialog once sent "paid" for "waived" on a loaded
 * machine). So the option is clicked only in a dropdown at rest, and the pick is checked where
 * it happens.
 */
export async function pick(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const atRest = page.locator('.ant-select-dropdown:visible:not([class*="ant-slide-up-"])');
  await atRest.getByTitle(label, { exact: true }).click();
  const root = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(root.locator('.ant-select-content')).toHaveAttribute('title', label);
}

/**
 * Opens an entry's actions menu and chooses `item` in it. As with `pick`, the menu slides in
 * (rc-motion's `ant-slide-up-*` classes while it moves): a click while it still scales can land
 * where the item no longer is, leaving the menu open and nothing done (a judge's "Show on the
 * winners page" was once lost so on a loaded machine). So the item is clicked only in a menu at
 * rest, and the menu is seen to close.
 */
export async function chooseAction(page: Page, trigger: Locator, item: string): Promise<void> {
  await trigger.click();
  const menu = page.locator('.ant-dropdown:visible:not([class*="ant-slide-up-"])');
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
}

/**
 * Scores every criterion by pressing one digit each, as a reviewer at the keyboard does (the page
 * moves to the next criterion after each), and checks the weighted total the page shows.
 */
export async function scoreWithKeys(page: Page, setup: ReviewCriteria, digits: string[]): Promise<string> {
  for (let i = 0; i < setup.criteria.length; i += 1) await page.keyboard.press(digits[i % digits.length]!);
  const score = (d: string) => (d === '0' ? 10 : Number(d));
  for (const [i, c] of setup.criteria.entries()) {
    const radio = page.getByRole('radiogroup', { name: c.name, exact: true }).getByRole('radio', { name: String(score(digits[i % digits.length]!)), exact: true });
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }
  const weights = setup.criteria.reduce((sum, c) => sum + c.weight, 0);
  const sum = setup.criteria.reduce((acc, c, i) => acc + score(digits[i % digits.length]!) * c.weight, 0);
  const total = (Math.round((sum * 100) / weights) / 100).toFixed(2);
  await expect(page.getByRole('group', { name: 'Weighted total' })).toContainText(total);
  return total;
}
