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
    ['admin-dashboard', '/admin', 'admin'],
    // Running the season: the entries table and one entry (the demo entrant's submitted one).
    ['admin-entries', '/admin/entries', 'admin'],
    ['admin-entry', `/admin/entries/one?id=${(entries.find((e) => e.status !== 'draft') ?? entries[0]).id}`, 'admin'],
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
    // Running the season: contact messages (two sent through the form, one answered) and the audit log.
    ['admin-contact', '/admin/contact', 'admin'],
    ['admin-audit', '/admin/audit', 'admin'],
  ];

  const only = process.argv.slice(2);
  const wanted = (name) => only.length === 0 || only.includes(name);
  // The mail pages: the receipt in the organisers' words in English, and a mail in the log (a test
  // of it to the administrator, through the outbox).
  if (['admin-mail', 'admin-mail-edit', 'admin-mail-log', 'admin-audit'].some(wanted)) {
    const receipt = { subject: 'Thank you, {{entrant.name}}: {{fee.amount}} received', body: '# Payment received\n\nDear {{entrant.name}},\n\nwe have received {{fee.amount}} for {{fee.name}} of “{{entry.title}}”. Thank you for entering.' };
    await api('/admin/mailTemplates/save', { token: tokens.admin, body: { kind: 'payment.paid', en: receipt, zh: null } });
    await api('/admin/mailTemplates/testSend', { token: tokens.admin, body: { kind: 'payment.paid', language: 'en', ...receipt } });
  }
  // Contact messages as visitors send them, one answered from the console; the reply and the
  // changes above are the audit log's newest rows.
  if (['admin-contact', 'admin-audit'].some(wanted)) {
    const sent = [
      { name: 'Sofia Marín', email: 'sofia.marin@estudio-marin.example', subject: 'Student entry fee', message: 'Hello,\n\nis there a reduced entry fee for students? We are a team of three from a design school in Valencia.\n\nThank you, Sofia' },
      { name: '王晓', email: 'wang.xiao@design.example', subject: '作品提交后还能修改吗？', message: '您好，我已经提交了作品，发现图片顺序有误，请问还能修改吗？谢谢！' },
    ];
    const ids = [];
    for (const m of sent) ids.push((await api('/index/submitContact', { body: m })).id);
    await api('/admin/contactMessages/setReplied', { token: tokens.admin, body: { id: ids[1], replied: true } });
    await api('/admin/contactMessages/setReplied', { token: tokens.admin, body: { id: ids[1], replied: false } });
    await api('/admin/contactMessages/reply', { token: tokens.admin, body: { id: ids[0], reply: 'Dear Sofia,\n\nyes: students enter at half the fee with the code STUDENT27. Send us a copy of your student cards and we will send the code.', language: 'en', again: false } });
  }
  // The about page with an English draft waiting, so the list and the editor show both states.
  if (['admin-content', 'admin-content-edit', 'admin-audit'].some(wanted)) {
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
      if (name === 'admin-dashboard') await context.route('**/api/admin/dashboard?**', (route) => answerDashboard(route, tokens.admin));
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
  if (['admin-bulk', 'admin-bulk-job', 'admin-bulk-new'].some(wanted)) await shootBulk(browser, tokens.admin, wanted);
  if (wanted('admin-person-privacy') || wanted('admin-person-erase')) await shootPersonPrivacy(browser, tokens.admin, entrantId, wanted);
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The dashboard in the middle of a big season. The demo holds a handful of entries made at one
 * moment and fees settled without orders, which would draw empty charts; so the picture's
 * figures are those of a season of about 12,000 entries (made here, the same every run), around
 * the demo's real seasons, and everything else on the page is the real app.
 */
async function answerDashboard(route, token) {
  const seasons = await api('/admin/seasons', { token });
  const current = seasons.find((s) => s.isCurrent) ?? seasons[0];
  const previous = seasons.find((s) => s.id !== current.id) ?? null;
  const id = current.id;
  const e = (q) => `/admin/entries?season=${id}&${q}`;
  const p = (q) => `/admin/payments?season=${id}${q ? `&${q}` : ''}`;
  const opens = new Date(current.registrationOpensAt);
  const today = Math.floor((Date.now() - opens.getTime()) / 86_400_000);
  const length = Math.ceil((new Date(current.registrationClosesAt).getTime() - opens.getTime()) / 86_400_000) + 1;
  // A registration's shape: a launch, a steady middle, the early-bird rush (day 14), the deadline.
  const curve = (day, scale) => Math.round(scale * (60 + 25 * Math.sin(day / 3) + (day === 0 ? 120 : 0) + (day >= 11 && day <= 14 ? 160 : 0) + (day > length - 8 ? 300 : 0)));
  const day = (n) => new Date(opens.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const byDay = Array.from({ length }, (_, n) => ({ day: n, date: day(n), started: n <= today ? curve(n, 1.25) : null, submitted: n <= today ? curve(n, 1.1) : null, previousStarted: curve(n, 1.1), previousSubmitted: curve(n, 0.95) }));
  const sum = (key) => byDay.reduce((t, d) => t + (d[key] ?? 0), 0);
  const submitted = sum('submitted');
  const names = [['Furniture', '家具', 0.22], ['Lighting', '照明', 0.16], ['Consumer electronics', '消费电子', 0.14], ['Packaging', '包装', 0.12], ['Brand identity', '品牌形象', 0.1], ['Interior', '室内设计', 0.09], ['Mobility', '出行', 0.07], ['Health and care', '健康与护理', 0.05], ['Textiles', '纺织品', 0.03], ['Student work', '学生作品', 0.02]];
  const money = (paid, refunded, orders, href) => ({ paidCents: paid, refundedCents: refunded, netCents: paid - refunded, orders, href });
  const paidDays = byDay.filter((d) => d.submitted !== null).map((d) => ({ date: d.date, ...money(d.submitted * 27_450, d.day % 9 === 4 ? 59_800 : 0, d.submitted, p(`from=${d.date}&to=${d.date}`)) }));
  const paid = paidDays.reduce((t, d) => t + d.paidCents, 0);
  const refunded = paidDays.reduce((t, d) => t + d.refundedCents, 0);
  const jurors = ['Mei Lin', 'Kenji Sato', 'Amara Okafor', 'Lars Nilsson', 'Sofia Reyes', 'Hana Kim', 'Pedro Alves', 'Zhang Wei'].map((name, i) => ({
    userId: 100 + i, name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`, level: i < 6 ? 'first' : 'second', expected: i < 6 ? 240 : 80,
    submitted: [240, 198, 96, 231, 12, 180, 44, 80][i], drafts: [0, 8, 20, 3, 5, 0, 6, 0][i], conflicts: [2, 0, 1, 0, 3, 0, 0, 1][i], overdue: [false, false, true, false, true, false, false, false][i], href: `/admin/people?id=${100 + i}`,
  })).sort((a, b) => Number(b.overdue) - Number(a.overdue) || b.expected - b.submitted - (a.expected - a.submitted));
  const statuses = { draft: sum('started') - submitted, submitted: Math.round(submitted * 0.3), in_review: submitted - Math.round(submitted * 0.3), awarded: 0, not_awarded: 0, withdrawn: 14 };
  const fees = { unpaid: statuses.draft, pending: 41, paid: submitted - 41 - 120, waived: 120, refunded: 6 };
  const body = {
    season: { id, name: current.name, year: current.year, registrationOpensAt: current.registrationOpensAt, registrationClosesAt: current.registrationClosesAt },
    previousSeason: previous && { id: previous.id, name: previous.name, year: previous.year, registrationOpensAt: previous.registrationOpensAt, registrationClosesAt: previous.registrationClosesAt },
    entries: {
      total: sum('started'), submitted, previousTotal: sum('previousStarted'), previousSubmitted: sum('previousSubmitted'), href: `/admin/entries?season=${id}`,
      unassigned: { count: 37, href: e('flag=unassigned') }, byDay,
      byCategory: names.map(([name, nameZh, share], i) => ({ id: 500 + i, name, nameZh, count: Math.round(sum('started') * share), href: e(`categoryId=${500 + i}`) })),
      byStatus: Object.entries(statuses).map(([status, count]) => ({ status, count, href: e(`status=${status}`) })),
      byEntryFee: Object.entries(fees).map(([status, count]) => ({ status, count, href: e(`entryFeeStatus=${status}`) })),
    },
    revenue: {
      currency: 'USD', ...money(paid, refunded, submitted, p('')),
      byFeeKind: [['entry', 1], ['winnerPackage', 0], ['additionalTrophy', 0]].map(([feeKind, share]) => ({ feeKind, ...money(paid * share, refunded * share, submitted * share, p(`feeKind=${feeKind}`)) })),
      byProvider: [['antom', 0.46], ['wxpay', 0.38], ['transferEasy', 0.12], ['offline', 0.04]].map(([provider, share]) => ({ provider, ...money(Math.round(paid * share), provider === 'antom' ? refunded : 0, Math.round(submitted * share), p(`provider=${provider}`)) })),
      byDay: paidDays,
    },
    judging: {
      tiers: [
        { level: 'first', expected: 1440, submitted: 957, drafts: 36, reviewers: 6, state: 'dueSoon', startsAt: current.firstReviewStartsAt, endsAt: current.firstReviewEndsAt, href: '/admin/people?identity=2' },
        { level: 'second', expected: 160, submitted: 124, drafts: 6, reviewers: 2, state: 'notStarted', startsAt: current.secondReviewStartsAt, endsAt: current.secondReviewEndsAt, href: '/admin/people?identity=3' },
      ],
      jurors, overdue: jurors.filter((j) => j.overdue).length, conflicts: { count: 7, entries: 6, href: e('flag=conflict') },
    },
    generatedAt: new Date().toISOString(),
  };
  await route.fulfill({ json: { success: true, code: 200, msg: 'ok', data: body } });
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
 * Bulk actions (docs/product.md#bulk-actions), after the pages above since it changes the gallery:
 * every entry of the current season shown in it — awarded ones hidden are shown, the others
 * refused — so the jobs list and the job's page show a finished job with its failures; then the
 * new action's page over the season's submitted entries with a status change previewed.
 */
async function shootBulk(browser, token, wanted) {
  const season = (await api('/admin/seasons', { token })).find((s) => s.isCurrent);
  const body = { selection: { filter: { seasonId: season.id } }, action: { kind: 'show', show: true } };
  const preview = await api('/admin/bulk/preview', { token, body });
  const job = await api('/admin/bulk/start', { token, body: { ...body, hash: preview.hash, key: 'screenshots-bulk-0001' } });
  if (!job) throw new Error('the bulk action did not start');
  const WORDS = {
    en: { action: 'Action', status: 'Change status', preview: 'Preview' },
    'zh-CN': { action: '操作', status: '更改状态', preview: '预览' },
  };
  const shots = [
    ['admin-bulk', '/admin/bulk'],
    ['admin-bulk-job', `/admin/bulk/job?id=${job.id}`],
    ['admin-bulk-new', `/admin/bulk/new?season=${season.id}&status=submitted`],
  ].filter(([name]) => wanted(name));
  for (const lang of ['en', 'zh-CN']) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'laurel_lang', value: lang, url: base }]);
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const [name, path] of shots) {
      for (const { name: screen, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        if (name === 'admin-bulk-new') {
          // The action chosen and previewed: the counts are the picture.
          // By keyboard: the list opens on its first action, a status change.
          await page.getByRole('combobox', { name: WORDS[lang].action }).focus();
          await page.keyboard.press('ArrowDown');
          await page.locator('.ant-select-item-option-active', { hasText: WORDS[lang].status }).waitFor();
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: WORDS[lang].preview }).click();
          await page.locator('#bulk-preview-heading').waitFor();
        } else {
          await page.locator('.ant-progress').first().waitFor();
        }
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `${name}-${lang === 'en' ? 'en' : 'zh'}-${screen}.jpg`);
        const tall = await page.evaluate(() => document.documentElement.scrollHeight);
        const clip = { x: 0, y: 0, width, height: Math.min(tall, 2600) };
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, clip, animations: 'disabled' });
        console.log(file.slice(root.length + 1));
      }
    }
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

/**
 * Data protection on a person's page (docs/product.md#data-protection), the demo entrant's:
 * `admin-person-privacy` is the section with its three actions, cut from the page;
 * `admin-person-erase` the erase dialog over it, the address typed so the button is live (it is
 * never pressed: the demo entrant stays).
 */
async function shootPersonPrivacy(browser, token, personId, wanted) {
  const person = await api(`/admin/people/get?id=${personId}`, { token });
  for (const lang of ['en', 'zh-CN']) {
    const suffix = lang === 'en' ? 'en' : 'zh';
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'laurel_lang', value: lang, url: base }]);
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const { name: screen, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}/admin/people?id=${personId}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const section = page.locator('section[aria-labelledby="person-privacy"]');
      await section.waitFor();
      await page.evaluate(() => document.fonts.ready);
      if (wanted('admin-person-privacy')) {
        const file = join(out, `admin-person-privacy-${suffix}-${screen}.jpg`);
        const box = await section.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const inPage = { x: 0, y: Math.max(0, r.y + window.scrollY - 16), width: window.innerWidth, height: r.height + 32 };
          window.scrollTo(0, 0);
          return inPage;
        });
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: true, clip: box, animations: 'disabled' });
        console.log(file.slice(root.length + 1));
      }
      if (wanted('admin-person-erase')) {
        await section.getByRole('button', { name: lang === 'en' ? 'Erase…' : '删除…' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill(person.email);
        // The danger button comes alive once the typed address matches.
        await page.waitForFunction(() => document.querySelector('.ant-modal .ant-btn-dangerous')?.disabled === false);
        const file = join(out, `admin-person-erase-${suffix}-${screen}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 70, fullPage: false, animations: 'disabled' });
        console.log(file.slice(root.length + 1));
      }
    }
    await context.close();
  }
}
