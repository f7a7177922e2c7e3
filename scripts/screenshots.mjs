#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- these run in the page, through Playwright. */
// `npm run screenshots`: the key pages as people see them, at a phone's and a desktop's width, in
// English and Chinese, written to docs/screenshots/ (docs/screenshots/README.md). It serves the
// built app on a fresh embedded database with the demo data, as `npm start` does, and drives
// Debian's Chromium (CHROMIUM_PATH to use another). Run `npm run build` first after a change.
// Names after `--` shoot those pictures alone: `npm run screenshots -- invoice-correction`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = join(root, 'docs/screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 3497);
const base = `http://127.0.0.1:${port}`;

/** The demo accounts the guarded pages are shown as (README "Demo accounts"). */
const ACCOUNTS = {
  entrant: { email: 'entrant@laurel.local', password: 'Entrant#2026' },
  judge: { email: 'judge@laurel.local', password: 'Judge#2026' },
  admin: { email: 'admin@laurel.local', password: 'Admin#2026' },
};

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function api(path, { token, body } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()).data;
}

async function serverUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/index/getPhase`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-shots-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/app/server.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: base },
});

try {
  await serverUp();
  const tokens = {};
  for (const [role, account] of Object.entries(ACCOUNTS)) tokens[role] = (await api('/user/login', { body: account })).token;
  const winner = (await api('/index/winnerList?page=1&pageSize=1')).list[0].id;
  const entries = (await api('/apply/entryList?page=1&pageSize=50', { token: tokens.entrant })).list;
  const draft = (entries.find((e) => e.status === 'draft') ?? entries[0]).id;
  const award = (await api('/apply/historyAwardList?page=1&pageSize=1', { token: tokens.entrant })).list[0]?.id;
  const entrantId = (await api(`/admin/people?q=${encodeURIComponent(ACCOUNTS.entrant.email)}`, { token: tokens.admin })).list[0].id;
  // The payments desk's order: the demo entrant opens a sandbox payment of the winner package of
  // "Seed packaging" and leaves it pending, so the order's page offers to mark the fee paid offline.
  // Left pending, not settled here: invoice-correction below pays that same fee in the sandbox,
  // and its pay call takes up this order.
  let paidOrder = null;
  if (process.argv.length === 2 || ['admin-payment-order', 'admin-payments', 'admin-payments-reconcile'].some((n) => process.argv.includes(n))) {
    const awarded = (await api('/apply/historyAwardList?page=1&pageSize=20', { token: tokens.entrant }))?.list ?? [];
    const unpaid = awarded.find((e) => e.winnerPackageFeeStatus === 'unpaid');
    if (unpaid) paidOrder = await api('/apply/winnerPackageFeePayment', { token: tokens.entrant, body: { apply_order_id: unpaid.id, provider: 'sandbox' } });
    if (!paidOrder) console.warn('screenshots: no unpaid winner package to open an order for; admin-payment-order is left out');
  }
  // Jury invitations: made before the pages are listed, since the invitee's page is a mailed link.
  const shots = process.argv.slice(2);
  const invitationPath = shots.length === 0 || shots.includes('admin-invitations') || shots.includes('invitation') ? await inviteJurors(tokens.admin) : null;

  /** Name, address and who looks at it. */
  const pages = [
    ['home', '/', null],
    ['winners', '/winner', null],
    ['winner', `/winnerDetails?apply_order_id=${winner}`, null],
    ['jury', '/jury', null],
    ['rules', '/rules', null],
    ['account', '/account', 'entrant'],
    ['entry-wizard', `/steps?apply_order_id=${draft}`, 'entrant'],
    ...(award ? [['award-confirmation', `/awards/steps?apply_order_id=${award}`, 'entrant']] : []),
    ['jury-review', '/juryreview', 'judge'],
    // The organisers' console, season set-up, as the demo administrator.
    ['admin-overview', '/admin', 'admin'],
    ['admin-seasons', '/admin/seasons', 'admin'],
    ['admin-categories', '/admin/categories', 'admin'],
    ['admin-award-levels', '/admin/award-levels', 'admin'],
    ['admin-criteria', '/admin/criteria', 'admin'],
    ['admin-codes', '/admin/codes', 'admin'],
    ['admin-entry-form', '/admin/entry-form', 'admin'],
    ['admin-staff', '/admin/staff', 'admin'],
    // People: the search, one person (the demo entrant, with entries and orders) and the jury profiles.
    ['admin-people', '/admin/people', 'admin'],
    ['admin-person', `/admin/people?id=${entrantId}`, 'admin'],
    ['admin-jury', '/admin/jury', 'admin'],
    // The payments desk: every order, one pending order (below), a day's reconciliation.
    ['admin-payments', '/admin/payments', 'admin'],
    ...(paidOrder ? [['admin-payment-order', `/admin/payments/order?orderNo=${paidOrder.orderNo}`, 'admin']] : []),
    ['admin-payments-reconcile', `/admin/payments/reconcile?day=${new Date().toISOString().slice(0, 10)}`, 'admin'],
    ...(invitationPath
      ? [
          ['admin-invitations', '/admin/invitations', 'admin'],
          ['invitation', invitationPath, null],
        ]
      : []),
    ['admin-mail', '/admin/mail', 'admin'],
    ['admin-mail-edit', '/admin/mail/edit?kind=payment.paid', 'admin'],
    ['admin-mail-log', '/admin/mail-log', 'admin'],
    // The site's content: the slots, one text page's editor (a draft pending) and the banners' editor.
    ['admin-content', '/admin/content', 'admin'],
    ['admin-content-edit', '/admin/content/edit?slot=about:about', 'admin'],
    ['admin-content-banners', '/admin/content/edit?slot=banner:home', 'admin'],
    ['admin-media', '/admin/content/media', 'admin'],
    // Running the season: the exports, a card per kind with its filters.
    ['admin-exports', '/admin/exports', 'admin'],
  ];

  const only = process.argv.slice(2);
  const wanted = (name) => only.length === 0 || only.includes(name);
  // The mail pages: the receipt in the organisers' words in English, and a mail in the log (a test
  // of it to the administrator, through the outbox).
  if (['admin-mail', 'admin-mail-edit', 'admin-mail-log'].some(wanted)) {
    const receipt = { subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received', body: '# Payment received\n\nDear {{entrant.name}},\n\nwe have received {{fee.amount}} for {{fee.name}} of “{{entry.title}}”. Thank you for entering.' };
    await api('/admin/mailTemplates/save', { token: tokens.admin, body: { kind: 'payment.paid', en: receipt, zh: null } });
    await api('/admin/mailTemplates/testSend', { token: tokens.admin, body: { kind: 'payment.paid', language: 'en', ...receipt } });
  }
  // The about page with an English draft waiting, so the list and the editor show both states.
  if (['admin-content', 'admin-content-edit'].some(wanted)) {
    const about = await api('/admin/content/slot?slot=about:about', { token: tokens.admin });
    const block = about.en[0];
    if (block) {
      const text = block.draft ?? block.live;
      await api('/admin/content/saveDraft', { token: tokens.admin, body: { slot: 'about:about', language: 'en', id: block.id, title: text.title, body: `${text.body}<p>Since 2024 the award has also <strong>published the jury’s reasons</strong> for every winner.</p>`, imageUrl: text.imageUrl, linkUrl: text.linkUrl, startsAt: null, endsAt: null } });
    }
  }

  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const lang of ['en', 'zh-CN']) {
    for (const [name, path, role] of pages.filter(([name]) => wanted(name))) {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await context.addCookies([{ name: 'laurel_lang', value: lang, url: base }]);
      if (role) await context.addInitScript((t) => window.localStorage.setItem('token', t), tokens[role]);
      const page = await context.newPage();
      for (const { name: screen, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        // Down the page and back, so images that load as they near the screen are in the picture;
        // then fonts and images have arrived and the picture is the settled page.
        await page.evaluate(async () => {
          for (let y = 0; y < Math.min(document.documentElement.scrollHeight, 2600); y += 500) {
            window.scrollTo(0, y);
            await new Promise((done) => requestAnimationFrame(() => done()));
          }
          window.scrollTo(0, 0);
        });
        // Shown images in the picture's height only (a carousel's later slides load with the app).
        await page
          .waitForFunction(
            () =>
              Array.from(document.images)
                .filter((image) => image.checkVisibility() && image.getBoundingClientRect().top + window.scrollY < 2600)
                .every((image) => image.complete),
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => console.warn(`${path}: some images had not loaded after 10 s`));
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `${name}-${lang === 'en' ? 'en' : 'zh'}-${screen}.jpg`);
        // The whole page, cut at 2600 px: enough to show its design, small enough to keep in git.
        const tall = await page.evaluate(() => document.documentElement.scrollHeight);
        const clip = { x: 0, y: 0, width, height: Math.min(tall, 2600) };
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, clip, animations: 'disabled' });
        console.log(file.slice(root.length + 1));
      }
      await context.close();
    }
  }
  if (wanted('invoice-correction')) await shootInvoiceCorrection(browser, tokens.entrant);
  if (wanted('jury-review-results')) await shootResultsEmbargo(browser, tokens.judge);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The form correcting an invoice's billing details, on the account page: the demo entrant pays
 * the winner package of "Seed packaging" in the sandbox first (the demo's fees were settled
 * without an order, so none has an invoice), after the pages above, which show the demo as seeded.
 * The picture is that entry with its form open, filled from the invoice in force.
 */
async function shootInvoiceCorrection(browser, token) {
  const awards = (await api('/apply/historyAwardList?page=1&pageSize=50', { token })).list;
  const entry = awards.find((e) => e.title === 'Seed packaging') ?? awards.find((e) => e.winnerPackageFeeStatus !== 'paid');
  if (!entry) throw new Error('no award with its winner package due to pay in the demo data');
  const order = await api('/apply/winnerPackageFeePayment', { token, body: { apply_order_id: entry.id, provider: 'sandbox' } });
  const checkout = new URL(order.checkoutUrl, base);
  const paid = await fetch(`${base}${checkout.pathname}/paid${checkout.search}`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`the sandbox did not take the payment (${paid.status})`);
  for (const lang of ['en', 'zh-CN']) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'laurel_lang', value: lang, url: base }]);
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const { name: screen, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}/account?tab=historyAwards`, { waitUntil: 'networkidle' });
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const item = page.getByTestId(`entry-${entry.id}`);
      await item.getByRole('button', { name: lang === 'en' ? 'Correct the billing details' : '更正开票信息' }).click();
      // The fields show once the invoice in force is read, with its details in them.
      await item.getByRole('button', { name: lang === 'en' ? 'Issue the corrected invoice' : '开具更正后的发票' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const file = join(out, `invoice-correction-${lang === 'en' ? 'en' : 'zh'}-${screen}.jpg`);
      // Cut from the whole page at the top, as the pages above are: the sticky header stays there.
      const box = await item.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const inPage = { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
        window.scrollTo(0, 0);
        return inPage;
      });
      await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, clip: box, animations: 'disabled' });
      console.log(file.slice(root.length + 1));
    }
    await context.close();
  }
}

/**
 * The judge's table while the season's results date is ahead (docs/product.md#publishing-winners):
 * the judge awards the newest entry of the current season that can be awarded and shows it, after
 * the pages above; the picture is the table at 1440 px with the notice of the results date and
 * the entry ready, saying when it goes public.
 */
async function shootResultsEmbargo(browser, token) {
  const list = (await api('/judge/judgeEntryList?page=1&pageSize=20', { token })).list;
  const level = (await api('/index/awardClassification'))[0];
  let entry;
  for (const candidate of list.filter((e) => ['paid', 'waived'].includes(e.entryFeeStatus) && !e.award)) {
    if (await api('/judge/award', { token, body: { apply_order_id: candidate.id, awardLevelId: level.id } })) {
      entry = candidate;
      break;
    }
  }
  if (!entry) throw new Error('no entry of the current season could be awarded in the demo data');
  await api('/judge/batchShow', { token, body: { apply_order_ids: [entry.id], isShow: true } });
  const { width, height } = WIDTHS.find((w) => w.name === 'desktop');
  for (const lang of ['en', 'zh-CN']) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'laurel_lang', value: lang, url: base }]);
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await page.setViewportSize({ width, height });
    await page.goto(`${base}/juryreview`, { waitUntil: 'networkidle' });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByTestId('results-embargo').waitFor();
    await page.getByTestId(`entry-row-${entry.id}`).getByTestId('entry-goes-public').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const file = join(out, `jury-review-results-${lang === 'en' ? 'en' : 'zh'}-desktop.jpg`);
    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    const clip = { x: 0, y: 0, width, height: Math.min(tall, 2600) };
    await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, clip, animations: 'disabled' });
    console.log(file.slice(root.length + 1));
    await context.close();
  }
}

/**
 * Jury invitations for the console's table and the invitee's page (docs/product.md#jury-invitations):
 * a judge who has accepted, two sub-judges for two categories and a second-level judge still
 * pending. Returns the Chinese-speaking sub-judge's link, read from the mail in the outbox folder
 * (no SMTP_URL: .eml files under DATA_DIR/outbox).
 */
async function inviteJurors(token) {
  const season = (await api('/admin/seasons', { token })).find((s) => s.isCurrent);
  const categories = (await api(`/admin/categories?seasonId=${season.id}`, { token })).filter((c) => c.parentId !== null);
  const invite = (identity, invitees, categoryIds = []) => api('/admin/juryInvitations/invite', { token, body: { seasonId: season.id, identity, categoryIds, invitees } });
  await invite(1, [{ email: 'mara.ionescu@studio-ionescu.example', name: 'Mara Ionescu', language: 'en' }]);
  await invite(
    2,
    [
      { email: 'li.wen@design-lab.example', name: '李文', language: 'zh-CN' },
      { email: 'tom.baker@example.org', language: 'en' },
    ],
    categories.slice(0, 2).map((c) => c.id),
  );
  await invite(3, [{ email: 'ines.moreau@atelier-moreau.example', name: 'Inès Moreau', language: 'en' }]);
  const link = async (email) => {
    const dir = join(dataDir, 'outbox');
    for (let i = 0; i < 100; i++) {
      const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${email}.eml`)) : undefined;
      if (file) {
        // Quoted-printable: soft line breaks joined, `=3D` back to `=`.
        const raw = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const found = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
        if (found) return found;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no invitation mail to ${email}`);
  };
  await api('/user/acceptJuryInvitation', { body: { token: await link('mara.ionescu@studio-ionescu.example'), name: 'Mara Ionescu', password: 'Juror#2026-demo' } });
  return `/invitation?token=${await link('li.wen@design-lab.example')}`;
}
