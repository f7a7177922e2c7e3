import type { Page } from '@playwright/test';
import type { ReviewCriteria, ReviewSaved } from '@laurel/contract';
import { api } from '../support/api.ts';
import { apiLogin, DEMO, expect, test } from '../support/fixtures.ts';
import { checkPage } from '../support/public-page-check.ts';
import { entriesAtJury, type JuryEntries } from '../support/review-entries.ts';

// Issue 13: the reviewers' pages. A sub-judge reviews two entries with the keyboard only (digits
// score, Ctrl+Enter submits and goes on), sees a draft survive a reload, and declares a conflict
// on a third, which leaves the queue; a second-level judge reviews beside the first level's
// results; the judge opens the details page and sees every review, the conflicted one struck out.

const tag = Math.random().toString(36).slice(2, 7);
const TITLES = [`Tidal Lamp ${tag}`, `Folded Chair ${tag}`, `Quiet Kettle ${tag}`];
const DIGITS = ['8', '7', '9', '6'];

let jury: JuryEntries;
let setup: ReviewCriteria;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  jury = await entriesAtJury(TITLES, `Review Studio ${tag}`);
  const token = await apiLogin(DEMO.subJudge.email, DEMO.subJudge.password);
  setup = (await api<ReviewCriteria>('GET', '/subjudges/reviewCriteria', { token })).data;
});

/** The digit pressed for criterion i, and the score it stands for (0 is 10). */
const digit = (i: number) => DIGITS[i % DIGITS.length]!;
const score = (d: string) => (d === '0' ? 10 : Number(d));
const expectedTotal = () => {
  const weights = setup.criteria.reduce((sum, c) => sum + c.weight, 0);
  const sum = setup.criteria.reduce((acc, c, i) => acc + score(digit(i)) * c.weight, 0);
  return (Math.round((sum * 100) / weights) / 100).toFixed(2);
};

const scale = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });
const saveState = (page: Page) => page.getByTestId('save-state');

/** Scores every criterion by its digit, as a reviewer at the keyboard would. */
async function scoreAll(page: Page) {
  for (let i = 0; i < setup.criteria.length; i += 1) await page.keyboard.press(digit(i));
  for (const [i, c] of setup.criteria.entries()) {
    await expect(
      scale(page, c.name).getByRole('radio', { name: String(score(digit(i))), exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByRole('group', { name: 'Weighted total' })).toContainText(expectedTotal());
}

type SentReview = {
  submit: boolean;
  awardLevelId?: number | null;
  comment?: string;
  scores: unknown[];
};

/** The next proposal call whose body matches: a draft (the autosave) or a submit. */
const proposal = (
  page: Page,
  path: string,
  submit: boolean,
  match: (body: SentReview) => boolean = () => true,
) =>
  page.waitForResponse((res) => {
    if (!res.url().endsWith(path)) return false;
    const body = res.request().postDataJSON() as SentReview;
    return body.submit === submit && match(body);
  });

test('a sub-judge reviews two entries at the keyboard, keeps a draft over a reload and declares a conflict', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const [a, b, c] = jury.ids as [number, number, number];
  await loginAs('subJudge');
  const queue = page.getByRole('navigation', { name: 'Your entries' });

  // Entry A: digits score each criterion and move on; the last lands on the proposal, Space picks it.
  await page.goto(`/subjuryreview?apply_order_id=${a}`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
  await expect(page.getByText(jury.entrantName)).toHaveCount(0);
  await scoreAll(page);
  const platinum = page.getByRole('radio', { name: setup.awardLevels[0]!.name });
  await expect(platinum).toBeFocused();
  const draftA = proposal(
    page,
    '/api/subJudge/award',
    false,
    (body) => body.awardLevelId === setup.awardLevels[0]!.id,
  );
  await page.keyboard.press('Space');
  await expect(platinum).toBeChecked();
  expect((await draftA).status()).toBe(200);
  await expect(saveState(page)).toContainText('Draft saved');

  // The draft is on the server: a reload shows the same scores and proposal.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
  await expect(saveState(page)).toContainText('Draft saved');
  await expect(
    scale(page, setup.criteria[0]!.name).getByRole('radio', {
      name: String(score(digit(0))),
      exact: true,
    }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: setup.awardLevels[0]!.name })).toBeChecked();

  // The image viewer opens with f, zooms with +, closes with Escape.
  await page.keyboard.press('f');
  const viewer = page.getByRole('dialog', { name: `Images of ${TITLES[0]}` });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('+');
  await expect(viewer.getByRole('button', { name: 'Fit to screen' })).toHaveText('150%');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Ctrl+Enter submits and goes on to the entry after A in the list the sub-judge sees: the next
  // link of its page; past the page's last, the next page's first (which moves up as A leaves the
  // list); after the very last, the first still to do on the page. Read from the queue on screen,
  // not the server: another run of this spec may submit its own entries meanwhile.
  const hrefs = await queue.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  const ids = hrefs.map((h) => Number(/apply_order_id=(\d+)/.exec(h)?.[1]));
  const nextPage = queue.getByRole('button', { name: 'Next page' });
  const morePages = (await nextPage.count()) > 0 && (await nextPage.isEnabled());
  const after = ids[ids.indexOf(a) + 1] ?? (morePages ? null : ids.find((id) => id !== a));
  const submittedA = proposal(page, '/api/subJudge/award', true);
  await page.keyboard.press('Control+Enter');
  const savedA = (await (await submittedA).json()) as { data: ReviewSaved };
  expect(savedA.data.status).toBe('submitted');
  if (after === null) {
    // An entry of the next page: none of those this page showed.
    await expect(page).toHaveURL(/apply_order_id=\d+/);
    await expect(page).not.toHaveURL(new RegExp(`apply_order_id=(${ids.join('|')})\\b`));
  } else {
    expect(after).toBeDefined();
    await expect(page).toHaveURL(new RegExp(`apply_order_id=${after}\\b`));
  }

  // Entry B: j and k move through the queue, once it shows the page that holds B.
  await page.goto(`/subjuryreview?apply_order_id=${b}`);
  const headingB = page.getByRole('heading', { level: 2, name: TITLES[1] });
  await expect(headingB).toBeVisible();
  await expect(queue.getByRole('link', { name: new RegExp(TITLES[1]!) })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('j');
  await expect(headingB).toHaveCount(0);
  await page.keyboard.press('k');
  await expect(headingB).toBeFocused();
  await scoreAll(page);
  // Arrow keys choose in the proposal group; Tab goes on to the comment, where digits are text.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: setup.awardLevels[1]!.name })).toBeChecked();
  await page.keyboard.press('Tab');
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toBeFocused();
  const draftB = proposal(
    page,
    '/api/subJudge/award',
    false,
    (body) => body.comment === 'Crafted with care: 9 of 10 for detail. jk',
  );
  await page.keyboard.type('Crafted with care: 9 of 10 for detail. jk');
  await expect(comment).toHaveValue('Crafted with care: 9 of 10 for detail. jk');
  await expect(headingB).toBeVisible();
  await expect(
    scale(page, setup.criteria[0]!.name).getByRole('radio', {
      name: String(score(digit(0))),
      exact: true,
    }),
  ).toHaveAttribute('aria-checked', 'true');
  expect((await draftB).status()).toBe(200);
  await expect(saveState(page)).toContainText('Draft saved');
  const submittedB = proposal(page, '/api/subJudge/award', true);
  await page.keyboard.press('Control+Enter');
  const savedB = (await (await submittedB).json()) as { data: ReviewSaved };
  expect(savedB.data).toMatchObject({
    status: 'submitted',
    comment: 'Crafted with care: 9 of 10 for detail. jk',
    awardLevelId: setup.awardLevels[1]!.id,
  });

  // Entry C: a draft score, then a declared conflict takes it off the list.
  await page.goto(`/subjuryreview?apply_order_id=${c}&filter=all`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[2] })).toBeVisible();
  const draftC = proposal(page, '/api/subJudge/award', false);
  await page.keyboard.press('5');
  expect((await draftC).status()).toBe(200);
  await expect(saveState(page)).toContainText('Draft saved');
  await expect(queue.getByRole('link', { name: new RegExp(TITLES[2]!) })).toBeVisible();
  await page.getByRole('button', { name: 'Declare a conflict of interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare a conflict of interest' });
  await dialog.getByRole('button', { name: 'Declare conflict' }).click();
  await expect(dialog.getByText('Say why you cannot review this entry.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('I advised this studio last year.');
  await dialog.getByRole('button', { name: 'Declare conflict' }).click();
  await expect(page.getByText('Conflict declared: the entry has left your list.')).toBeVisible();
  await expect(queue.getByRole('link', { name: new RegExp(TITLES[2]!) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[2] })).toHaveCount(0);
  // Both reviews count as done. Opened by link, the queue shows the page that holds each, however
  // many entries other runs have left before them in this sub-judge's list.
  for (const [id, title] of [[a, TITLES[0]!], [b, TITLES[1]!]] as const) {
    await page.goto(`/subjuryreview?filter=done&apply_order_id=${id}`);
    await expect(queue.getByRole('link', { name: new RegExp(title) })).toContainText('Submitted');
  }
});

test('a second-level judge reviews beside the first level’s results', async ({ page, loginAs }) => {
  const [a] = jury.ids as [number];
  await loginAs('secondJudge');
  await page.goto(`/levelJuryreview?apply_order_id=${a}`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
  // Their own judgement first: the first level's reviews wait until it is in (docs/product.md#reviews).
  const first = page.getByRole('region', { name: 'First-level results' });
  await expect(first).toContainText('Shown once you submit your own review');
  await expect(first.getByText('Reviewer 1')).toHaveCount(0);
  await expect(page.getByText(jury.entrantName)).toHaveCount(0);

  await scoreAll(page);
  const draft = proposal(
    page,
    '/api/subjudges/awarded',
    false,
    (body) => body.awardLevelId === setup.awardLevels[0]!.id,
  );
  await page.keyboard.press('Space');
  expect((await draft).status()).toBe(200);
  await expect(saveState(page)).toContainText('Draft saved');
  const submitted = proposal(page, '/api/subjudges/awarded', true);
  await page.keyboard.press('Control+Enter');
  const saved = (await (await submitted).json()) as { code: number; data: ReviewSaved };
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject({
    level: 'second',
    status: 'submitted',
    awardLevelId: setup.awardLevels[0]!.id,
  });

  // Now they show, numbered, naming no one.
  await page.goto(`/levelJuryreview?apply_order_id=${a}`);
  await expect(first.getByText('Reviewer 1')).toBeVisible();
  await expect(first).toContainText(expectedTotal());
  await expect(first).toContainText(setup.awardLevels[0]!.name);
  await expect(page.getByText(jury.entrantName)).toHaveCount(0);
});

test('the judge opens the details page and sees every review, the conflicted one struck out', async ({
  page,
  loginAs,
}) => {
  const [a, , c] = jury.ids as [number, number, number];
  await loginAs('judge');
  await page.goto(`/juryreviewdetails?apply_order_id=${a}`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
  await expect(page.getByText(jury.entrantName).first()).toBeVisible();
  const firstReviews = page.getByRole('region', { name: 'First-level reviews' });
  await expect(firstReviews.getByRole('heading', { name: 'Kenji Sato' })).toBeVisible();
  await expect(firstReviews).toContainText(expectedTotal());
  const secondReviews = page.getByRole('region', { name: 'Second-level reviews' });
  await expect(secondReviews.getByRole('heading', { name: 'Laura Rossi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scores' })).toContainText(expectedTotal());

  await page.goto(`/juryreviewdetails?apply_order_id=${c}`);
  await expect(page.getByRole('heading', { level: 2, name: TITLES[2] })).toBeVisible();
  const voided = page
    .getByRole('region', { name: 'First-level reviews' })
    .getByRole('listitem')
    .filter({ hasText: 'Kenji Sato' });
  await expect(voided).toContainText(
    'Does not count: the reviewer declared a conflict of interest.',
  );
  await expect(voided.locator('del').first()).toBeVisible();
  await checkPage(page, `/juryreviewdetails?apply_order_id=${c}`);
});

test('the reviewer pages fit 320, 375 and 1440 px screens and pass axe', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const [a] = jury.ids as [number];
  await loginAs('subJudge');
  for (const width of [320, 375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const path = `/subjuryreview?apply_order_id=${a}&filter=all`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: TITLES[0] })).toBeVisible();
    await expect(saveState(page)).toContainText('Submitted');
    await checkPage(page, `${path} at ${width} px`);
  }
});
