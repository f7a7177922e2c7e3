import type { Browser, Page } from '@playwright/test';
import { api } from './api.ts';
import { startBareServer, type BareServer } from './bare-server.ts';
import { test as base } from './fixtures.ts';

/*
 * What the console journeys share: a spec's own server on an empty database as a fixture, pages
 * that fail the test on a page or console error, and the antd controls they work through.
 */

/**
 * The shared fixture's test with a server of the spec's own (support/bare-server.ts) as every
 * page's baseURL; `paymentSandbox` when the journey pays.
 */
export function bareServerTest(options: { paymentSandbox?: boolean } = {}) {
  return base.extend<{ bare: BareServer }>({
    bare: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
      async ({}, use, testInfo) => {
        const server = await startBareServer(testInfo.parallelIndex, options);
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      },
      { timeout: 90_000 },
    ],
    baseURL: async ({ bare }, use) => {
      await use(bare.baseURL);
    },
  });
}

/**
 * Opens a page and waits for the app to run on it (`<html data-app="ready">`, main.tsx), as the
 * shared fixture's page does for its own `goto`s.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * A page of a context of its own (another person's browser) that records a page error or a
 * console error into `problems`, as fixtures.ts's page fails on them; 4xx answers the page
 * expects are not problems.
 */
export async function watchedPage(browser: Browser, problems: string[], baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    problems.push(`console.error: ${text}`);
  });
  return page;
}

/**
 * Picks an option of an open antd Select by its whole label. antd lists each option twice: in a
 * hidden listbox for screen readers (role option) and in the visible dropdown a pointer clicks,
 * whose items carry the label as their title. The dropdown slides in: a click while it moves was
 * seen to leave it open with nothing chosen (CI, under load), so the click waits for it to settle.
 */
export async function chooseOption(page: Page, label: string): Promise<void> {
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title=${JSON.stringify(label)}]`);
  await option.waitFor();
  await motionEnded(page);
  await option.click();
}

/** A console drawer (antd's, a dialog named by its title). */
export const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Waits for the page's finite animations to end — a drawer sliding in. A select opened while its
 * drawer still moves drops its list where the drawer was, and a click on an option then misses.
 */
export const motionEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

/** Calls the spec's own server from the test process; fails the test on a refusal. */
export async function bareCall<T>(bare: BareServer, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await api<T>(method, path, { body, token, base: bare.baseURL });
  if (res.code !== 200) throw new Error(`${path}: ${JSON.stringify(res.msg)}`);
  return res.data;
}

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * A current season of this year opened through the console's calls, as its administrator: open
 * for entries since yesterday, judged from a month on, with a group "Objects" holding the
 * categories given at their entry fees. Returns the administrator's token and the ids.
 */
export async function openSeasonByApi(
  bare: BareServer,
  name: string,
  categories: { name: string; entryFeeCents: number }[],
): Promise<{ token: string; seasonId: number; categoryIds: number[] }> {
  const { token } = await bareCall<{ token: string }>(bare, 'POST', '/user/login', bare.admin);
  const season = await bareCall<{ id: number }>(
    bare,
    'POST',
    '/admin/seasons/create',
    {
      year: new Date().getUTCFullYear(),
      name,
      registrationOpensAt: inDays(-1),
      registrationClosesAt: inDays(30),
      firstReviewStartsAt: inDays(31),
      firstReviewEndsAt: inDays(40),
      secondReviewStartsAt: inDays(41),
      secondReviewEndsAt: inDays(50),
      resultsAt: inDays(60),
      earlyBirdEndsAt: null,
      lateFeeStartsAt: null,
      copyFromSeasonId: null,
      makeCurrent: true,
    },
    token,
  );
  const row = { seasonId: season.id, id: null, nameZh: '', description: '', descriptionZh: '', earlyBirdFeeCents: null, lateFeeCents: null, isActive: true };
  const group = await bareCall<{ id: number }>(bare, 'POST', '/admin/categories/save', { ...row, parentId: null, name: 'Objects', entryFeeCents: 0 }, token);
  const categoryIds: number[] = [];
  for (const c of categories) {
    categoryIds.push((await bareCall<{ id: number }>(bare, 'POST', '/admin/categories/save', { ...row, parentId: group.id, ...c }, token)).id);
  }
  return { token, seasonId: season.id, categoryIds };
}
