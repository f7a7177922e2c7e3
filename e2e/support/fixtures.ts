import { test as base, expect, type Page } from '@playwright/test';
import { asAnotherClient, E2E_BASE_URL } from './env.ts';

/** Demo accounts seeded on first start (README "Demo accounts"). */
export const DEMO = {
  entrant: { email: 'entrant@laurel.local', password: 'Entrant#2026' },
  judge: { email: 'judge@laurel.local', password: 'Judge#2026' },
  subJudge: { email: 'subjudge@laurel.local', password: 'SubJudge#2026' },
  subJudge2: { email: 'subjudge2@laurel.local', password: 'SubJudge2#2026' },
  secondJudge: { email: 'secondjudge@laurel.local', password: 'Second#2026' },
  admin: { email: 'admin@laurel.local', password: 'Admin#2026' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Logs in through the API and returns the session token. */
export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${E2E_BASE_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asAnotherClient() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } | null; msg: unknown };
  if (body.code !== 200 || !body.data) throw new Error(`login ${email} failed: ${JSON.stringify(body.msg)}`);
  return body.data.token;
}

/** Stores a token the way the app does, before any page script runs. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

interface Fixtures {
  /** Logs the page in as a demo account (token in local storage, as after a real login). */
  loginAs: (role: DemoRole) => Promise<string>;
  /**
   * Lets a test that breaks the network on purpose accept the browser's own console line about
   * it ("Failed to load resource: net::ERR_…" or a 5xx). Everything else still fails the test.
   */
  allowConsoleError: (pattern: RegExp) => void;
  /** The patterns allowConsoleError collected (shared by the page fixture). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every browser test fails on an uncaught page error or a `console.error` (issue 2,
 * CONTRIBUTING.md#tests): the collected messages are checked after the test body.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.push(pattern));
  },
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheAppAfterLoads(page);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      // Chromium itself logs every 4xx response as "Failed to load resource"; the API answers
      // business errors with HTTP status = code by design (docs/product.md#api-conventions), so
      // only those are let through. A 5xx or any error the app logs still fails the test.
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      if (allowedConsoleErrors.some((re) => re.test(text))) return;
      problems.push(`console.error: ${text}`);
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const token = await apiLogin(DEMO[role].email, DEMO[role].password);
      await useToken(page, token);
      return token;
    });
  },
});

/**
 * A server-rendered page is on screen before the app runs (apps/web/src/app/README.md#server-rendering),
 * and its buttons do nothing until then. As a visitor would wait for a page to respond, every
 * `goto` and `reload` that lands on such a page waits for `<html data-app="ready">` (main.tsx),
 * so no test clicks into the gap.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const settle = async () => {
    if ((await page.locator('script#laurel-state').count()) > 0) {
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
}

export { expect };
