import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@laurel/contract';
import { registerByApi, uniqueEmail } from '../support/api.ts';
import type { BareServer } from '../support/bare-server.ts';
import { bareServerTest, chooseOption, open, openSeasonByApi, watchedPage } from '../support/console.ts';
import { expect } from '../support/fixtures.ts';
import { latestMail, latestMailTo } from '../support/mail.ts';
import { payInSandboxByApi, submittedEntry } from '../support/paid-award.ts';

// Issue 28 "done when", as one journey: from an empty database with only the administrator `admin:create` made,
// the administrator writes the about page and a home banner in English and Chinese and publishes
// them, and a visitor sees both rendered by the server in either language; the administrator
// invites a judge and a sub-judge by e-mail, each accepts from the mailed link, sets a password
// and lands on their review page; the administrator rewrites the receipt's template, and the
// receipt of a payment made next says what it says.

/** The spec's own server on an empty database (support/bare-server.ts); the receipt at the end
 * needs a payment: the sandbox, the one provider without accounts. */
const test = bareServerTest({ paymentSandbox: true });

/** The invitation link in the newest mail to `email`: its path and query on the server. */
async function mailedLink(bare: BareServer, email: string): Promise<string> {
  const text = await latestMailTo(email);
  const url = new RegExp(`${bare.baseURL.replace(/[.:/]/g, '\\$&')}(/invitation\\?token=[A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!url) throw new Error(`No invitation link in the mail to ${email}:\n${text}`);
  return url;
}

/** Writes one language's first block of a content slot in the console and publishes it. */
async function writeAndPublish(
  admin: Page,
  language: 'English' | 'Chinese',
  add: string,
  fields: { title: string; text: string; textLabel?: string },
) {
  const column = admin.getByRole('region', { name: language });
  await column.getByRole('button', { name: add }).click();
  await column.getByRole('textbox', { name: 'Title', exact: true }).fill(fields.title);
  if (fields.textLabel) {
    await column.getByRole('textbox', { name: fields.textLabel }).fill(fields.text);
  } else {
    // The rich-text editor (Tiptap): typed into as a person types.
    const editor = column.getByRole('textbox', { name: `Text (${language}, 1)` });
    await editor.click();
    await editor.pressSequentially(fields.text);
  }
  await column.getByRole('button', { name: 'Publish' }).click();
  await expect(column.getByText('Published', { exact: true })).toBeVisible();
}

/** A page as the server sends it, in a language: what a visitor's browser shows before any script runs. */
async function serverHtml(bare: BareServer, path: string, language: 'en' | 'zh-CN'): Promise<string> {
  const res = await fetch(`${bare.baseURL}${path}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
  expect(res.status).toBe(200);
  return res.text();
}

test('the administrator writes the site, invites the jury and rewrites the receipt, from an empty database', async ({ page, browser, bare }) => {
  test.setTimeout(240_000);
  const admin = page;
  const judge = { email: uniqueEmail('judge'), name: 'Jun Judge', password: 'Judge#2026xy' };
  const subJudge = { email: uniqueEmail('subjudge'), name: 'Sina Sub', password: 'SubJudge#2026x' };
  const problems: string[] = [];

  await test.step('a current season with a group of two categories, set up through the console calls', async () => {
    await openSeasonByApi(bare, 'Laurel Awards Jury Season', [
      { name: 'Lighting', entryFeeCents: 20_000 },
      { name: 'Furniture', entryFeeCents: 20_000 },
    ]);
  });

  await test.step('the administrator logs in', async () => {
    await open(admin, '/login');
    await admin.getByLabel('E-mail').fill(bare.admin.email);
    await admin.getByLabel('Password').fill(bare.admin.password);
    await admin.locator('main').getByRole('button', { name: 'Log in' }).click();
    await expect(admin).toHaveURL(/\/account$/);
  });

  await test.step('writes the about page in English and Chinese and publishes both', async () => {
    await open(admin, '/admin/content');
    await admin.locator('#main').getByRole('link', { name: 'About', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/content\/edit\?slot=about/);
    await writeAndPublish(admin, 'English', 'Add a block', { title: 'About the Laurel Awards', text: 'Judged by designers, for designers.' });
    await writeAndPublish(admin, 'Chinese', 'Add a block', { title: '关于桂冠奖', text: '由设计师评审，为设计师而设。' });
  });

  await test.step('and a home banner in both languages', async () => {
    await open(admin, '/admin/content');
    await admin.locator('#main').getByRole('link', { name: 'Home page banners' }).click();
    const line = 'Line under the title (plain text)';
    await writeAndPublish(admin, 'English', 'Add a banner', { title: 'Entries are open', text: 'Enter before the early-bird date.', textLabel: line });
    await writeAndPublish(admin, 'Chinese', 'Add a banner', { title: '现已开放报名', text: '早鸟截止前报名更优惠。', textLabel: line });
  });

  await test.step('a visitor gets both from the server, in English and in Chinese', async () => {
    const aboutEn = await serverHtml(bare, '/about', 'en');
    expect(aboutEn).toContain('About the Laurel Awards');
    expect(aboutEn).toContain('Judged by designers, for designers.');
    const aboutZh = await serverHtml(bare, '/about', 'zh-CN');
    expect(aboutZh).toContain('关于桂冠奖');
    expect(aboutZh).toContain('由设计师评审，为设计师而设。');
    expect(aboutZh).not.toContain('About the Laurel Awards');
    expect(await serverHtml(bare, '/', 'en')).toContain('Entries are open');
    expect(await serverHtml(bare, '/', 'zh-CN')).toContain('现已开放报名');
    // And sees them: a browser with its scripts off shows the server's page as it came.
    const context = await browser.newContext({ baseURL: bare.baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'zh-CN', url: bare.baseURL }]);
    const visitor = await context.newPage();
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { name: '关于桂冠奖' })).toBeVisible();
    await visitor.goto('/');
    await expect(visitor.getByText('现已开放报名').first()).toBeVisible();
    await context.close();
  });

  await test.step('invites a judge', async () => {
    await open(admin, '/admin');
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Jury invitations' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Jury invitations' })).toBeVisible();
    await expect(admin.getByText("No one has been invited to this season's jury yet.")).toBeVisible();
    await admin.getByRole('combobox', { name: 'Role' }).click();
    await chooseOption(admin, 'Judge');
    await expect(admin.getByRole('combobox', { name: 'Categories' })).toBeHidden();
    await admin.getByRole('textbox', { name: 'E-mail address' }).fill(judge.email);
    await admin.getByRole('button', { name: 'Send invitations' }).click();
    await expect(admin.getByText('Invitations sent: 1.')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText('Pending');
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
    await expect(admin.getByRole('row', { name: new RegExp(subJudge.email) })).toContainText('Sub-judge');
  });

  await test.step('the judge opens the mailed link, sets a password and lands on the judge’s review page', async () => {
    const text = await latestMailTo(judge.email);
    expect(text).toContain('Laurel Awards Jury Season');
    expect(text).toContain('a judge');
    const juror = await watchedPage(browser, problems, bare.baseURL);
    await open(juror, await mailedLink(bare, judge.email));
    await expect(juror.getByRole('heading', { level: 1, name: 'Jury invitation' })).toBeVisible();
    await expect(juror.getByText(judge.email)).toBeVisible();
    await expect(juror.getByText('You are invited to join the jury of Laurel Awards Jury Season as a judge.')).toBeVisible();
    await juror.getByLabel('Your name').fill(judge.name);
    await juror.getByLabel('Password', { exact: true }).fill(judge.password);
    await juror.getByLabel('Confirm password').fill(judge.password);
    await juror.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(juror).toHaveURL(/\/juryreview$/);
    await expect(juror.getByRole('heading', { level: 1 })).toBeVisible();
    // The link is used: opened again, it says so.
    await open(juror, await mailedLink(bare, judge.email));
    await expect(juror.getByRole('alert')).toContainText('This invitation has already been accepted.');
    await juror.context().close();
  });

  await test.step('the sub-judge does the same from the Chinese mail and lands on the sub-judge’s review page', async () => {
    const text = await latestMailTo(subJudge.email);
    expect(text).toContain('初审评委');
    expect(text).toContain('Lighting');
    const juror = await watchedPage(browser, problems, bare.baseURL);
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
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText('Accepted');
    await expect(admin.getByRole('row', { name: new RegExp(judge.email) })).toContainText(judge.name);
    await expect(admin.getByRole('row', { name: new RegExp(subJudge.email) })).toContainText('Accepted');
  });

  await test.step('the administrator rewrites the English receipt', async () => {
    await open(admin, '/admin/mail');
    await admin.getByRole('link', { name: 'Edit Receipt' }).click();
    await expect(admin).toHaveURL(/\/admin\/mail\/edit\?kind=payment\.paid/);
    // English first, Chinese beside it.
    const subject = admin.getByRole('textbox', { name: 'Subject' }).first();
    const body = admin.getByRole('textbox', { name: 'Body' }).first();
    await subject.fill('Paid in full: {{fee.amount}} for {{entry.title}}');
    await body.fill('Dear {{entrant.name}},\n\nthe Laurel Awards thank you: your fee for entry {{entry.no}} is paid.');
    await expect(admin.getByText('Subject: Paid in full:')).toBeVisible();
    await admin.getByRole('button', { name: 'Save both languages' }).click();
    await expect(admin.getByText('Saved.', { exact: true })).toBeVisible();
  });

  await test.step('and the receipt of the next payment says it', async () => {
    const entrant = { email: uniqueEmail('payer'), name: 'Pat Payer' };
    const token = await registerByApi(entrant.email, 'Payer#2026xyz', entrant.name, bare.baseURL);
    const entry = await submittedEntry(token, 'Folded Lamp', { description: 'A lamp of one folded sheet.', credits: 'Pat Payer' }, bare.baseURL);
    const since = Date.now();
    await payInSandboxByApi(token, entry.id, 'entryFee', bare.baseURL);
    // The receipt follows the payment through the outbox: the newest mail once it has come.
    await expect.poll(async () => (await latestMail(entrant.email, since, 20_000)).subject, { timeout: 30_000 }).toMatch(/Paid in full/);
    const receipt = await latestMail(entrant.email, since);
    // A sandbox payment's mail is marked as a test, before the organiser's subject.
    expect(receipt.subject).toBe('[TEST] Paid in full: $200.00 for Folded Lamp');
    expect(receipt.text).toContain('Dear Pat Payer,');
    expect(receipt.text).toContain('the Laurel Awards thank you: your fee for entry');
    expect(receipt.text).not.toContain('{{');
    expect(problems).toEqual([]);
  });
});
