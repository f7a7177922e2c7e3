import { execFileSync } from 'node:child_process';
import type { CategoryNode, EntryDetail, ReviewCriteria, ReviewSaved, UploadedFile } from '@laurel/contract';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { api, registerByApi, uniqueEmail } from '../support/api.ts';
import { asAnotherClient, E2E_BASE_URL } from '../support/env.ts';
import { apiLogin, DEMO, expect, test } from '../support/fixtures.ts';
import { applyPlan, chooseAction, pick, scoreWithKeys } from '../support/jury-actions.ts';

// Issue 13, the jury journey end to end in Chromium against the built app: a judge assigns two
// new entries automatically; both demo sub-judges review entry A at the keyboard, one also
// reviews entry B and the other declares a conflict on it; the second-level judge reviews A
// beside the first level; the judge reads the calibration, awards A, publishes it and finds it
// on the public /winner page; the batch zip of both unpacks with their folders and manifest.
//
// The entries are this run's, in a category no other spec assigns ("Exhibition Design"), and the
// automatic assignment is limited to it.

const CATEGORY = 'Exhibition Design';
const run = Date.now().toString(36);
const TITLES = [`Arbour pavilion ${run}`, `Beacon hall ${run}`] as const;
const ENTRANT = `Journey Studio ${run}`;
let ids: [number, number];
let setup: ReviewCriteria;

test.describe.configure({ mode: 'serial' });

async function submittedEntry(token: string, categoryId: number, title: string, colour: string): Promise<number> {
  const form = new FormData();
  form.append('kind', 'image');
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${title}.jpg`);
  const uploaded = (await (
    await fetch(`${E2E_BASE_URL}/api/apply/upload`, { method: 'POST', headers: { token, ...asAnotherClient() }, body: form })
  ).json()) as { data: UploadedFile };
  const created = await api<EntryDetail>('POST', '/apply/entry', {
    token,
    body: { categoryId, title, description: `${title}: built for a summer and taken down without waste.`, credits: ENTRANT, imageFileIds: [uploaded.data.fileId] },
  });
  expect(created.code, JSON.stringify(created.msg)).toBe(200);
  const submitted = await api<EntryDetail>('POST', '/apply/edit', { token, body: { apply_order_id: created.data.id, submit: true } });
  expect(submitted.code, JSON.stringify(submitted.msg)).toBe(200);
  return created.data.id;
}

test.beforeAll(async () => {
  const entrant = await registerByApi(uniqueEmail('journey'), 'Journey#2026pass', ENTRANT);
  const tree = await api<CategoryNode[]>('GET', '/index/category');
  const category = tree.data.flatMap((group) => group.children).find((c) => c.name === CATEGORY);
  if (!category) throw new Error(`the demo category ${CATEGORY} is missing`);
  ids = [await submittedEntry(entrant, category.id, TITLES[0], '#5b3a29'), await submittedEntry(entrant, category.id, TITLES[1], '#2b4f6e')];
  // Paid by bank transfer, set by hand: now they reach the jury.
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  for (const id of ids) {
    const paid = await api('POST', '/judge/changeEntryFeeStatus', { token: judge, body: { apply_order_id: id, status: 'paid', note: `Transfer ${run}` } });
    expect(paid.code, JSON.stringify(paid.msg)).toBe(200);
  }
  setup = (await api<ReviewCriteria>('GET', '/subjudges/reviewCriteria', { token: judge })).data;
});

const row = (page: Page, id: number) => page.getByTestId(`entry-row-${id}`);
const heading = (page: Page, i: 0 | 1) => page.getByRole('heading', { level: 2, name: TITLES[i] });
const gold = () => setup.awardLevels.find((l) => l.name === 'Gold')!;

/** Scores the open entry at the keyboard, proposes Gold with the arrow keys and submits with Ctrl+Enter. */
async function reviewAtKeyboard(page: Page, path: string, digits: string[]): Promise<ReviewSaved> {
  await scoreWithKeys(page, setup, digits);
  // The last digit leaves the focus on the proposal, on its first level; Gold is the next one down.
  await expect(page.getByRole('radio', { name: setup.awardLevels[0]!.name })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Gold' })).toBeChecked();
  const submitted = page.waitForResponse((res) => res.url().endsWith(path) && (res.request().postDataJSON() as { submit: boolean }).submit);
  await page.keyboard.press('Control+Enter');
  const saved = (await (await submitted).json()) as { code: number; data: ReviewSaved };
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject({ status: 'submitted', awardLevelId: gold().id });
  return saved.data;
}

test('the judge assigns both entries automatically, two sub-judges each', async ({ page, loginAs }) => {
  await loginAs('judge');
  await page.goto(`/juryreview?keyword=${run}`);
  await expect(page.getByTestId('entry-count')).toHaveText('2 entries');
  await page.getByRole('button', { name: 'Automatic assignment' }).click();
  const auto = page.getByRole('dialog', { name: 'Automatic assignment' });
  await auto.getByRole('spinbutton', { name: 'Sub-judges per entry' }).fill('2');
  await pick(page, auto.getByRole('combobox', { name: 'Category' }), `Spatial Design · ${CATEGORY}`);
  await auto.getByRole('button', { name: 'Preview' }).click();
  await expect(auto.getByTestId('assignment-plan').getByRole('heading', { name: 'How the plan was made' })).toBeVisible();
  await applyPlan(page, auto);
  for (const id of ids) await expect(row(page, id).getByTestId('entry-progress')).toContainText('0 / 2');
});

test('the first sub-judge reviews both entries at the keyboard', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('subJudge');
  await page.goto(`/subjuryreview?apply_order_id=${ids[0]}&filter=all`);
  await expect(heading(page, 0)).toBeVisible();
  await expect(page.getByText(ENTRANT)).toHaveCount(0);
  await reviewAtKeyboard(page, '/api/subJudge/award', ['9', '8', '9', '7']);
  await page.goto(`/subjuryreview?apply_order_id=${ids[1]}&filter=all`);
  await expect(heading(page, 1)).toBeVisible();
  await reviewAtKeyboard(page, '/api/subJudge/award', ['6', '7', '6', '5']);
});

test('the second sub-judge reviews entry A at the keyboard and declares a conflict on entry B', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('subJudge2');
  await page.goto(`/subjuryreview?apply_order_id=${ids[0]}&filter=all`);
  await expect(heading(page, 0)).toBeVisible();
  await reviewAtKeyboard(page, '/api/subJudge/award', ['8', '8', '9', '8']);

  await page.goto(`/subjuryreview?apply_order_id=${ids[1]}&filter=all`);
  await expect(heading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Declare a conflict of interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare a conflict of interest' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('I worked with this studio last year.');
  await dialog.getByRole('button', { name: 'Declare conflict' }).click();
  await expect(page.getByText('Conflict declared: the entry has left your list.')).toBeVisible();
  const queue = page.getByRole('navigation', { name: 'Your entries' });
  await expect(queue.getByRole('link', { name: new RegExp(TITLES[1]) })).toHaveCount(0);
});

test('the second-level judge reviews entry A beside the first level', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('secondJudge');
  await page.goto(`/levelJuryreview?apply_order_id=${ids[0]}`);
  await expect(heading(page, 0)).toBeVisible();
  // The first level's reviews wait for the second level's own (docs/product.md#reviews).
  const first = page.getByRole('region', { name: 'First-level results' });
  await expect(first).toContainText('Shown once you submit your own review (2 first-level reviews so far).');
  await expect(page.getByText(ENTRANT)).toHaveCount(0);
  const saved = await reviewAtKeyboard(page, '/api/subjudges/awarded', ['9', '9', '9', '8']);
  expect(saved.level).toBe('second');
  await page.goto(`/levelJuryreview?apply_order_id=${ids[0]}`);
  await expect(first.getByText('Reviewer 2')).toBeVisible();
  await expect(page.getByText(ENTRANT)).toHaveCount(0);
});

test('the judge reads the calibration, awards and publishes entry A, and downloads both as a zip', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs('judge');
  await page.goto(`/juryreview?keyword=${run}`);
  // A: both reviews count; B: the conflicted one does not.
  await expect(row(page, ids[0]).getByTestId('entry-progress')).toContainText('2 / 2');
  await expect(row(page, ids[1]).getByTestId('entry-progress')).toContainText('1 / 1');

  await page.getByRole('tab', { name: 'Calibration' }).click();
  const calibration = page.getByTestId('calibration-panel');
  await expect(calibration.getByTestId('calibration-summary')).toHaveText(/^Panel: \d+ reviews?, mean/);
  await expect(calibration).toContainText('Amara Okafor');

  await page.getByRole('tab', { name: 'Entries' }).click();
  await chooseAction(page, page.getByRole('button', { name: `Actions for “${TITLES[0]}”` }), 'Set the award…');
  const awardDialog = page.getByRole('dialog', { name: `Award of “${TITLES[0]}”` });
  await pick(page, awardDialog.getByRole('combobox', { name: 'Final award' }), 'Gold');
  await awardDialog.getByRole('button', { name: 'Set award' }).click();
  await expect(page.getByTestId('action-report')).toHaveText('Award set on 1 entry.');
  await chooseAction(page, page.getByRole('button', { name: `Actions for “${TITLES[0]}”` }), 'Show on the winners page');
  await expect(page.getByTestId('action-report')).toHaveText(/^1 entry ready for the winners page: it goes public on /);

  // Both as one zip, unpacked here: a folder per entry and the manifest.
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: /selected entr/ }).getByRole('button', { name: 'Download zip', exact: true }).click();
  await expect(page.getByTestId('zip-result')).toContainText(/saved: 2 entries/);
  const path = test.info().outputPath('journey.zip');
  await (await download).saveAs(path);
  const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(listing).toContain('manifest.csv');
  for (const [i, id] of ids.entries()) {
    const folder = `${String(id).padStart(4, '0')} ${TITLES[i]}/`;
    expect(listing).toEqual(expect.arrayContaining([`${folder}entry.txt`, `${folder}01.jpg`]));
  }
  const manifest = execFileSync('unzip', ['-p', path, 'manifest.csv'], { encoding: 'utf8' });
  for (const title of TITLES) expect(manifest).toContain(title);

  // Shown, yet not public: the season's results date is ahead (docs/product.md#publishing-winners).
  await page.goto(`/winner?keyword=${run}`);
  await expect(page.getByText('No winners match these filters')).toBeVisible();
  await expect(page.locator(`main a[href="/winnerDetails?apply_order_id=${ids[0]}"]`)).toHaveCount(0);
});
