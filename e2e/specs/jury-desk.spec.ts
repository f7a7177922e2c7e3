import type { AwardLevel, CategoryNode, EntryDetail, UploadedFile } from '@laurel/contract';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { asAnotherClient, E2E_BASE_URL } from '../support/env.ts';
import { apiLogin, DEMO, expect, test } from '../support/fixtures.ts';
import { useLanguage } from '../support/every-route.ts';

// The jury chair's desk (issue 25): at 1440 × 900, in English and Chinese, the judge's table is a
// work page — no intro band — whose compact rows show at least fifteen entries without
// scrolling; no header, level name or tag breaks inside a word; and nothing is wider than the
// window at 1200 or 1440 px.
//
// Fifteen entries of this run's own, found by a keyword, so the count does not depend on what the
// demo data or other specs leave in the season: long titles and a long entrant's name (cut with
// an ellipsis), two awarded — "Honourable Mention" is the longest level name, and an awarded
// entry shows all three fees — and one not awarded. Nothing is assigned or shown, so no other
// spec's lists change.

const ROWS = 15;
const run = Date.now().toString(36);
const ENTRANT = `Atelier Nordlicht & Partners for Spatial Design ${run}`;
let ids: number[] = [];

async function submittedEntry(token: string, categoryId: number, title: string): Promise<number> {
  const form = new FormData();
  form.append('kind', 'image');
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b7f5a' } }).jpeg().toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'desk.jpg');
  const uploaded = (await (
    await fetch(`${E2E_BASE_URL}/api/apply/upload`, { method: 'POST', headers: { token, ...asAnotherClient() }, body: form })
  ).json()) as { data: UploadedFile };
  const created = await api<EntryDetail>('POST', '/apply/entry', {
    token,
    body: { categoryId, title, description: `${title}: a desk test.`, credits: ENTRANT, imageFileIds: [uploaded.data.fileId] },
  });
  expect(created.code, JSON.stringify(created.msg)).toBe(200);
  const submitted = await api('POST', '/apply/edit', { token, body: { apply_order_id: created.data.id, submit: true } });
  expect(submitted.code, JSON.stringify(submitted.msg)).toBe(200);
  return created.data.id;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const entrant = await registerByApi(uniqueEmail('desk'), 'Desk#2026pass', ENTRANT);
  const tree = await api<CategoryNode[]>('GET', '/index/category');
  const leaves = tree.data.flatMap((group) => group.children);
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  ids = [];
  for (let i = 0; i < ROWS; i++) {
    const title = `Desk ${run} ${i + 1}: a title longer than any column gives it room for`;
    ids.push(await submittedEntry(entrant, leaves[i % leaves.length]!.id, title));
  }
  // Paid by bank transfer, set by hand: now they reach the jury.
  for (const id of ids) {
    const paid = await api('POST', '/judge/changeEntryFeeStatus', { token: judge, body: { apply_order_id: id, status: 'paid', note: `Desk ${run}` } });
    expect(paid.code, JSON.stringify(paid.msg)).toBe(200);
  }
  const levels = (await api<AwardLevel[]>('GET', '/index/awardClassification')).data;
  const level = (name: string) => levels.find((l) => l.name === name)!.id;
  for (const [id, awardLevelId] of [
    [ids[0]!, level('Honourable Mention')],
    [ids[1]!, level('Silver')],
    [ids[2]!, null],
  ] as const) {
    const awarded = await api('POST', '/judge/award', { token: judge, body: { apply_order_id: id, awardLevelId } });
    expect(awarded.code, JSON.stringify(awarded.msg)).toBe(200);
  }
});

/**
 * Each element's text and whether it takes more than one line: its visible text's boxes, from top
 * to bottom, against half its line height (a word broken letter by letter spans several lines).
 * Text clipped for screen readers only is left out.
 */
const wrapped = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || getComputedStyle(parent).position === 'absolute') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
      }
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      const spread = tops.length ? Math.max(...tops) - Math.min(...tops) : 0;
      return { text: element.textContent ?? '', wraps: spread > lineHeight / 2 };
    }),
  );

/** How much wider than the window the page is, and than the table's box the table. */
/** The header's section links a jury member's "Jury review" button covers, by their text. */
const headerOverlaps = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('[data-testid="header-jury-review"]')?.getBoundingClientRect();
    if (!button) return ['no jury review button'];
    return Array.from(document.querySelectorAll<HTMLElement>('.site-nav a'))
      .filter((a) => a.offsetParent !== null)
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.right > button.left && r.left < button.right && r.bottom > button.top && r.top < button.bottom;
      })
      .map((a) => a.textContent ?? '');
  });

const overflow = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector('.ant-table-container');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: container ? container.scrollWidth - container.clientWidth : 0,
    };
  });

for (const lang of ['en', 'zh-CN'] as const) {
  test(`the judge's table holds ${ROWS} one-line rows at 1440 × 900 and fits 1200 px (${lang})`, async ({ page, loginAs }) => {
    await useLanguage(page, lang);
    await loginAs('judge');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/juryreview?keyword=${run}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Jury review' : '评审');
    // A work page: no intro band above the table. The measures below are soft: a layout that
    // misses several says so for each in one run.
    await expect.soft(page.locator('.page-intro')).toHaveCount(0);

    const table = page.getByRole('table');
    const rows = table.locator('tbody tr[data-testid^="entry-row-"]');
    await expect(rows).toHaveCount(ROWS);
    for (const id of ids) await expect(table.getByTestId(`entry-row-${id}`)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    // Fifteen rows between the table's head and the window's bottom, whatever one-line notices
    // (the settings, winners waiting for their results date) stand above the table.
    const boxes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    const bodyTop = boxes[0]!.top;
    const share = (900 - bodyTop) / ROWS;
    const tallest = Math.max(...boxes.map((box) => box.bottom - box.top));
    expect.soft(tallest, `the tallest row against ${share.toFixed(1)} px`).toBeLessThanOrEqual(share);
    const inView = boxes.filter((box) => box.top >= 0 && box.bottom <= 900).length;
    expect.soft(inView, 'rows wholly in the window').toBeGreaterThanOrEqual(ROWS);

    // Headers, level names and tags on one line each: none broken inside a word.
    const cells = [
      ...(await wrapped(page, '.ant-table-thead th')),
      ...(await wrapped(page, 'tbody .award-seal__name')),
      ...(await wrapped(page, 'tbody .ant-tag')),
    ];
    expect(cells.filter((cell) => cell.text).length).toBeGreaterThan(ROWS);
    expect.soft(cells.filter((cell) => cell.wraps), 'texts on more than one line').toEqual([]);
    await expect(table.getByTestId(`entry-row-${ids[0]}`)).toContainText(lang === 'en' ? 'Honourable Mention' : '荣誉提名');
    await expect(table.getByTestId(`entry-row-${ids[0]}`).getByTestId('fee-additionalTrophyFeeStatus')).toBeVisible();
    await expect(table.getByTestId(`entry-row-${ids[3]}`).getByTestId('fee-winnerPackageFeeStatus')).toHaveCount(0);

    expect.soft(await overflow(page), 'wider than the window at 1440 px').toEqual({ page: 0, table: 0 });
    expect.soft(await headerOverlaps(page), 'header links under the jury review button at 1440 px').toEqual([]);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(rows).toHaveCount(ROWS);
    expect.soft(await overflow(page), 'wider than the window at 1200 px').toEqual({ page: 0, table: 0 });
    expect.soft(await headerOverlaps(page), 'header links under the jury review button at 1200 px').toEqual([]);
    // Still the table, not the phone's cards.
    await expect(table.getByTestId(`entry-row-${ids[0]}`)).toBeVisible();
  });
}
