import type { Browser, Page } from '@playwright/test';
import { uniqueEmail } from '../support/api.ts';
import { startBareServer, type BareServer } from '../support/bare-server.ts';
import { expect, test as base } from '../support/fixtures.ts';
import { latestMailTo } from '../support/mail.ts';

// Issue 28 "done when", the jury's part: from an empty database with only the administrator
// `admin:create` made, the administrator invites a judge and a sub-judge by e-mail in the console
// (/admin/invitations); each opens the mailed link, sets a name and a password and lands on their
// own review page; the console then shows both invitations accepted, by whom.

/** The spec's own server on an empty database (support/bare-server.ts), every page's baseURL. */
const test = base.extend<{ bare: BareServer }>({
  bare: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this parameter
    async ({}, use, testInfo) => {
      const server = await startBareServer(testInfo.parallelIndex);
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

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Calls the bare server's API from the test process; fails the test on a refusal. */
async function call<T>(bare: BareServer, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${bare.baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: unknown; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope.msg)}`);
  return envelope.data;
}

/** Opens a page and waits for the app to run on it (`<html data-app="ready">`, main.tsx). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** A page of a context of its own (a juror's browser) that fails the test on a page or console error. */
async function watchedPage(browser: Browser, baseURL: string, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL });
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

/** The invitation link in the newest mail to `email`: its path and query on the server. */
async function mailedLink(bare: BareServer, email: string): Promise<string> {
  const text = await latestMailTo(email);
  const url = new RegExp(
    `${bare.baseURL.replace(/[.:/]/g, '\\$&')}(/invitation\\?token=[A-Za-z0-9_-]+)`,
  ).exec(text)?.[1];
  if (!url) throw new Error(`No invitation link in the mail to ${email}:\n${text}`);
  return url;
}

/** Picks an option of an open antd Select by its whole label (the visible dropdown a pointer clicks). */
const chooseOption = (page: Page, label: string) =>
  page
    .locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
    )
    .click();

test('the administrator invites a judge and a sub-judge by e-mail; each accepts from the mailed link and lands on their review page', async ({
  page,
  browser,
  bare,
}) => {
  test.setTimeout(180_000);
  const admin = page;
  const judge = { email: uniqueEmail('judge'), name: 'Jun Judge', password: 'Judge#2026xy' };
  const subJudge = { email: uniqueEmail('subjudge'), name: 'Sina Sub', password: 'SubJudge#2026x' };

  await test.step('a current season with a category, set up through the console calls', async () => {
    const session = await call<{ token: string }>(bare, '/user/login', bare.admin);
    const season = await call<{ id: number }>(
      bare,
      '/admin/seasons/create',
      {
        year: new Date().getUTCFullYear(),
        name: 'Laurel Awards Jury Season',
        registrationOpensAt: at(-1),
        registrationClosesAt: at(30),
        firstReviewStartsAt: at(31),
        firstReviewEndsAt: at(40),
        secondReviewStartsAt: at(41),
        secondReviewEndsAt: at(50),
        resultsAt: at(60),
        earlyBirdEndsAt: null,
        lateFeeStartsAt: null,
        copyFromSeasonId: null,
        makeCurrent: true,
      },
      session.token,
    );
    const category = {
      seasonId: season.id,
      id: null,
      parentId: null,
      nameZh: '',
      description: '',
      descriptionZh: '',
      entryFeeCents: 20_000,
      earlyBirdFeeCents: null,
      lateFeeCents: null,
      isActive: true,
    };
    await call(bare, '/admin/categories/save', { ...category, name: 'Lighting' }, session.token);
    await call(bare, '/admin/categories/save', { ...category, name: 'Furniture' }, session.token);
  });

  await test.step('the administrator logs in and invites a judge', async () => {
    await open(admin, '/login');
    await admin.getByLabel('E-mail').fill(bare.admin.email);
    await admin.getByLabel('Password').fill(bare.admin.password);
    await admin.locator('main').getByRole('button', { name: 'Log in' }).click();
    await expect(admin).toHaveURL(/\/account$/);
    await open(admin, '/admin');
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Jury invitations' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Jury invitations' })).toBeVisible();
    await expect(
      admin.getByText("No one has been invited to this season's jury yet."),
    ).toBeVisible();
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await chooseOption(admin, 'Judge');
    await expect(admin.getByRole('combobox', { name: 'Categories' })).toBeHidden();
    await admin.getByRole('textbox', { name: 'E-mail address' }).fill(judge.email);
    await admin.getByRole('button', { name: 'Send invitations' }).click();
    await expect(admin.getByText('Invitations sent: 1.')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText(
      'Pending',
    );
  });

  await test.step('and a sub-judge for one category, the mail in Chinese', async () => {
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await chooseOption(admin, 'Sub-judge');
    await admin.getByRole('combobox', { name: 'Categories' }).click();
    await chooseOption(admin, 'Lighting');
    await admin.getByRole('combobox', { name: 'Categories' }).press('Escape');
    await admin.getByRole('textbox', { name: 'E-mail address' }).fill(subJudge.email);
    await admin.getByRole('textbox', { name: 'Name (optional)' }).fill(subJudge.name);
    await admin.getByRole('combobox', { name: 'Mail language' }).click();
    await chooseOption(admin, 'Chinese');
    await admin.getByRole('button', { name: 'Send invitations' }).click();
    await expect(admin.getByRole('row', { name: new RegExp(subJudge.email) })).toContainText(
      'Sub-judge',
    );
  });

  const problems: string[] = [];
  await test.step('the judge opens the mailed link, sets a password and lands on the judge’s review page', async () => {
    const text = await latestMailTo(judge.email);
    expect(text).toContain('Laurel Awards Jury Season');
    expect(text).toContain('a judge');
    const juror = await watchedPage(browser, bare.baseURL, problems);
    await open(juror, await mailedLink(bare, judge.email));
    await expect(juror.getByRole('heading', { level: 1, name: 'Jury invitation' })).toBeVisible();
    await expect(
      juror.getByText('You are invited to join the jury of Laurel Awards Jury Season as a judge.'),
    ).toBeVisible();
    await expect(juror.getByText(judge.email)).toBeVisible();
    await juror.getByLabel('Your name').fill(judge.name);
    await juror.getByLabel('Password', { exact: true }).fill(judge.password);
    await juror.getByLabel('Confirm password').fill(judge.password);
    await juror.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(juror).toHaveURL(/\/juryreview$/);
    await expect(juror.getByRole('heading', { level: 1 })).toBeVisible();
    // The link is used: opened again, it says so.
    await open(juror, await mailedLink(bare, judge.email));
    await expect(juror.getByRole('alert')).toContainText(
      'This invitation has already been accepted.',
    );
    await juror.context().close();
  });

  await test.step('the sub-judge does the same in Chinese and lands on the sub-judge’s review page', async () => {
    const text = await latestMailTo(subJudge.email);
    expect(text).toContain('初审评委');
    expect(text).toContain('Lighting');
    const juror = await watchedPage(browser, bare.baseURL, problems);
    await open(juror, await mailedLink(bare, subJudge.email));
    await expect(juror.getByText('Lighting')).toBeVisible();
    await expect(juror.getByLabel('Your name')).toHaveValue(subJudge.name);
    await juror.getByLabel('Password', { exact: true }).fill(subJudge.password);
    await juror.getByLabel('Confirm password').fill(subJudge.password);
    await juror.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(juror).toHaveURL(/\/subjuryreview$/);
    await juror.context().close();
  });

  await test.step('the console shows both accepted, by whom', async () => {
    await admin.reload();
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText(
      'Accepted',
    );
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText(
      judge.name,
    );
    await expect(admin.getByRole('row', { name: new RegExp(subJudge.email) })).toContainText(
      'Accepted',
    );
    expect(problems).toEqual([]);
  });
});
