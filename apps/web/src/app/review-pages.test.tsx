import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calls,
  type JudgeEntryDetail,
  type ReviewCriteria,
  type Review,
  type SecondLevelAwardItem,
  type SubJuryAwardItem,
  type SubJudgeOnEntry,
} from '@laurel/contract';
import { makeUser, renderApp } from './test-app.tsx';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { answer } from '../testing/public-data.ts';

const server = setupPageTestServer();

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

const setup: ReviewCriteria = {
  seasonYear: 2027,
  criteria: [
    { key: 'innovation', name: 'Innovation', description: 'How new the idea is.', weight: 60 },
    { key: 'function', name: 'Function', description: 'How well it works.', weight: 40 },
  ],
  scoreMin: 1,
  scoreMax: 10,
  awardLevels: [
    { id: 2, name: 'Gold', rank: 2 },
    { id: 1, name: 'Platinum', rank: 1 },
  ],
  firstReviewEndsAt: '2099-06-10T00:00:00.000Z',
  secondReviewEndsAt: '2099-07-20T00:00:00.000Z',
};

const entry = (id: number, title: string): SubJuryAwardItem => ({
  id,
  seasonYear: 2027,
  title,
  category: { id: 4, name: 'Lighting', groupName: 'Product design' },
  description: `${title}, described.`,
  coverUrl: null,
  images: [],
  videoUrl: null,
  pdf: null,
  submittedAt: '2027-03-01T10:00:00.000Z',
  myReview: null,
});

const review = (overrides: Partial<Review>): Review => ({
  applyOrderId: 31,
  level: 'first',
  status: 'submitted',
  scores: { innovation: 8, function: 6 },
  total: 7.2,
  awardChosen: true,
  awardLevelId: 2,
  comment: '',
  updatedAt: '2027-05-12T10:04:00.000Z',
  submittedAt: '2027-05-12T10:04:00.000Z',
  ...overrides,
});

describe('the sub-judge review page', { timeout: 30_000 }, () => {
  it('scores by digits with a live weighted total, and says when a draft did not save until a retry saves it', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.subJudge.listSubjudgesSubJuryAwards, {
      list: [entry(31, 'Salt Lamp'), entry(32, 'Fold')],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    let fail = true;
    server.route('/api/subJudge/award', (req, res) => {
      if (fail) return sendEnvelope(res, 500, 'Server error');
      const body = JSON.parse(req.body) as { scores: { key: string; score: number }[] };
      return sendOk(res, {
        ...review({
          status: 'draft',
          submittedAt: null,
          awardChosen: false,
          awardLevelId: null,
          total: null,
          scores: Object.fromEntries(body.scores.map((s) => [s.key, s.score])),
        }),
        nextApplyOrderId: 32,
      });
    });
    renderApp('/subjuryreview', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.keyboard('9');
    const innovation = screen.getByRole('radiogroup', { name: 'Innovation' });
    expect(within(innovation).getByRole('radio', { name: '9' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The focus moved on, so the next digit scores the next criterion; 0 is 10.
    const fn = screen.getByRole('radiogroup', { name: 'Function' });
    expect(within(fn).getByRole('radio', { name: '1' })).toHaveFocus();
    await user.keyboard('0');
    expect(within(fn).getByRole('radio', { name: '10' })).toHaveAttribute('aria-checked', 'true');
    // (9·60 + 10·40) / 100
    expect(screen.getByRole('group', { name: 'Weighted total' })).toHaveTextContent('9.40');

    expect(
      await screen.findByText('The draft could not be saved.', {
        selector: '[data-testid=save-state]',
      }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/Draft saved/, { selector: '[data-testid=save-state]' }),
    ).toBeInTheDocument();
    const sent = server.received
      .filter((r) => r.url.pathname === '/api/subJudge/award')
      .map((r) => JSON.parse(r.body) as unknown);
    expect(sent.at(-1)).toEqual({
      apply_order_id: 31,
      scores: [
        { key: 'innovation', score: 9 },
        { key: 'function', score: 10 },
      ],
      comment: '',
      submit: false,
    });
  });

  it('refuses to submit with a criterion unscored and moves the focus to it', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.subJudge.listSubjudgesSubJuryAwards, {
      list: [entry(31, 'Salt Lamp')],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderApp('/subjuryreview', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Submit and next/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 things are missing before you can submit.',
    );
    expect(
      within(screen.getByRole('radiogroup', { name: 'Innovation' })).getByRole('radio', {
        name: '1',
      }),
    ).toHaveFocus();
    expect(
      server.received.some((r) => r.url.pathname === '/api/subJudge/award' && r.method === 'POST'),
    ).toBe(false);
  });

  it('chooses the proposal by key as the digits score, and goes on to the next entry of the list it shows', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.subJudge.listSubjudgesSubJuryAwards, {
      list: [entry(31, 'Salt Lamp'), entry(32, 'Fold'), entry(33, 'Arc')],
      total: 3,
      page: 1,
      pageSize: 20,
    });
    server.route('/api/subJudge/award', (req, res) => {
      const body = JSON.parse(req.body) as { apply_order_id: number; submit: boolean };
      // The server's own next (fewest reviews first) is Salt Lamp; the list shows Arc after Fold.
      return sendOk(res, { ...review({ applyOrderId: body.apply_order_id, status: body.submit ? 'submitted' : 'draft' }), nextApplyOrderId: 31 });
    });
    const app = renderApp('/subjuryreview?apply_order_id=32', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fold' })).toBeInTheDocument();
    const user = userEvent.setup();
    // Two scores, then the focus is on the proposal: 1 is the highest level (Platinum), 0 No award.
    await user.keyboard('87');
    const proposal = screen.getByRole('group', { name: 'Your proposal' });
    await user.keyboard('1');
    expect(within(proposal).getByRole('radio', { name: /Platinum/ })).toBeChecked();
    await user.keyboard('0');
    expect(within(proposal).getByRole('radio', { name: 'No award' })).toBeChecked();
    await user.keyboard('2');
    expect(within(proposal).getByRole('radio', { name: /Gold/ })).toBeChecked();
    await user.keyboard('n');
    expect(within(proposal).getByRole('radio', { name: 'No award' })).toBeChecked();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Arc' })).toBeInTheDocument();
    expect(app.location()).toBe('/subjuryreview?apply_order_id=33');
    const submitted = server.received.filter((r) => r.url.pathname === '/api/subJudge/award').map((r) => JSON.parse(r.body) as { submit: boolean; awardLevelId?: number | null }).filter((b) => b.submit);
    expect(submitted).toEqual([expect.objectContaining({ apply_order_id: 32, awardLevelId: null, submit: true })]);
  });

  it('opens the queue at the page that holds an entry opened by link, and goes on from there', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    // 45 entries still to do, served page by page as the server pages them.
    const all = Array.from({ length: 45 }, (_, i) => entry(101 + i, `Entry ${101 + i}`));
    server.route('/api/subjudges/subJuryAwardList', (req, res) => {
      const page = Number(req.url.searchParams.get('page'));
      const size = Number(req.url.searchParams.get('pageSize'));
      sendOk(res, { list: all.slice((page - 1) * size, page * size), total: all.length, page, pageSize: size });
    });
    server.route('/api/subJudge/award', (req, res) => {
      const body = JSON.parse(req.body) as { apply_order_id: number; submit: boolean };
      return sendOk(res, { ...review({ applyOrderId: body.apply_order_id, status: body.submit ? 'submitted' : 'draft' }), nextApplyOrderId: 101 });
    });
    const app = renderApp('/subjuryreview?apply_order_id=143', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Entry 143' })).toBeInTheDocument();
    const queue = screen.getByRole('navigation', { name: 'Your entries' });
    expect(await within(queue).findByRole('link', { name: /Entry 143/ })).toBeInTheDocument();
    expect(within(queue).queryByRole('link', { name: /Entry 101\b/ })).not.toBeInTheDocument();
    expect(app.location()).toBe('/subjuryreview?apply_order_id=143&page=3');

    const user = userEvent.setup();
    await user.keyboard('871');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Entry 144' })).toBeInTheDocument();
    expect(app.location()).toBe('/subjuryreview?apply_order_id=144&page=3');
  });
});

describe('the second-level review page', { timeout: 30_000 }, () => {
  /** An entry at the second level; the first level's reviews as the server gives them, or hidden. */
  const atSecond = (id: number, title: string, shown: boolean): SecondLevelAwardItem => ({
    ...entry(id, title),
    firstLevel: shown
      ? { count: 2, averageScore: 7.1, proposals: [{ awardLevelId: 2, count: 2 }] }
      : { count: 2, averageScore: null, proposals: [] },
    firstLevelVisible: shown,
    firstLevelReviews: shown
      ? [
          { reviewer: 1, scores: { innovation: 8, function: 6 }, total: 7.2, awardLevelId: 2, comment: 'The joint is clever.' },
          { reviewer: 2, scores: { innovation: 7, function: 7 }, total: 7, awardLevelId: null, comment: 'Too heavy to carry.' },
        ]
      : [],
  });

  it('shows the first level’s reviews only once the judge’s own is submitted, as “Reviewer 1, 2”', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    let submitted = false;
    server.route('/api/subjudges/secondLevelJudgeAwardList', (_req, res) =>
      sendOk(res, { list: [atSecond(31, 'Salt Lamp', submitted), atSecond(32, 'Fold', false)], total: 2, page: 1, pageSize: 20 }),
    );
    server.route('/api/subjudges/awarded', (req, res) => {
      const body = JSON.parse(req.body) as { apply_order_id: number; submit: boolean };
      if (body.submit) submitted = true;
      return sendOk(res, { ...review({ applyOrderId: body.apply_order_id, level: 'second', status: body.submit ? 'submitted' : 'draft' }), nextApplyOrderId: 32 });
    });
    renderApp('/levelJuryreview?apply_order_id=31', { user: makeUser(3) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();
    const hidden = screen.getByRole('region', { name: 'First-level results' });
    expect(hidden).toHaveTextContent('Shown once you submit your own review (2 first-level reviews so far).');
    expect(within(hidden).queryByText(/Reviewer/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.keyboard('872');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fold' })).toBeInTheDocument();
    await user.keyboard('k');
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();
    const shown = screen.getByRole('region', { name: 'First-level results' });
    const one = (await within(shown).findByText('Reviewer 1')).closest('li') as HTMLElement;
    expect(one).toHaveTextContent('7.20');
    expect(one).toHaveTextContent('Gold');
    expect(one).toHaveTextContent('Innovation 8 · Function 6');
    expect(one).toHaveTextContent('The joint is clever.');
    const two = within(shown).getByText('Reviewer 2').closest('li') as HTMLElement;
    expect(two).toHaveTextContent('No award');
    expect(shown).toHaveTextContent('7.10');
  });
});

describe('the judge’s review details', { timeout: 30_000 }, () => {
  it('shows the entrant and strikes out a review that does not count, with the reason', async () => {
    const detail: JudgeEntryDetail = {
      ...entry(31, 'Salt Lamp'),
      category: { id: 4, name: 'Lighting', groupName: 'Product design' },
      entryFeeStatus: 'paid',
      winnerPackageFeeStatus: 'unpaid',
      additionalTrophyFeeStatus: 'unpaid',
      status: 'in_review',
      draftStep: 3,
      award: null,
      isShow: false,
      entryFeeCents: 30000,
      winnerPackageFeeCents: null,
      trophyFeeCents: null,
      documents: {
        entryFeeInvoice: true,
        winnerPackageFeeInvoice: false,
        additionalTrophyFeeInvoice: false,
        certificate: false,
      },
      createdAt: '2027-02-01T10:00:00.000Z',
      updatedAt: '2027-03-01T10:00:00.000Z',
      entrant: {
        id: 9,
        name: 'Nordlicht Studio',
        email: 'hello@nordlicht.example',
        company: 'Nordlicht',
        country: 'DE',
      },
      subJudgeCount: 2,
      progress: 'complete',
      firstLevel: { count: 1, averageScore: 7.2, proposals: [{ awardLevelId: 2, count: 1 }] },
      normalisedScore: 7.1,
      secondLevelReached: true,
      secondLevel: { count: 0, averageScore: null, proposals: [] },
      goesPublicAt: null,
      credits: 'Design: Lea Brandt',
      reviews: [
        { ...review({}), reviewer: { id: 3, name: 'Kenji Sato' }, counts: true, conflict: null, conflictNote: null },
        {
          ...review({ total: 9.6, comment: 'Brilliant.' }),
          reviewer: { id: 5, name: 'Amara Okafor' },
          counts: false,
          conflict: 'declared',
          conflictNote: 'I taught the designer.',
        },
      ],
    };
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.judge.getJudgeEntryDetail, detail);
    const panel: SubJudgeOnEntry[] = [
      {
        id: 3,
        name: 'Kenji Sato',
        email: 'k@jury.example',
        assigned: true,
        assignedAt: null,
        workload: 3,
        conflict: null,
        review: null,
      },
      {
        id: 5,
        name: 'Amara Okafor',
        email: 'a@jury.example',
        assigned: false,
        assignedAt: null,
        workload: 2,
        conflict: 'organisation',
        review: null,
      },
    ];
    answer(server, calls.judge.getEntrySubJudges, panel);
    renderApp('/juryreviewdetails?apply_order_id=31', { user: makeUser(1) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();
    expect(screen.getByText('hello@nordlicht.example')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'First-level reviews' });
    const amara = within(reviews)
      .getByRole('heading', { name: 'Amara Okafor' })
      .closest('li') as HTMLElement;
    expect(
      await within(amara).findByText(/^Does not count: the reviewer declared a conflict of interest\./),
    ).toBeInTheDocument();
    // The reason they gave, which only the judge reads.
    expect(within(amara).getByText('Their reason: “I taught the designer.”')).toBeInTheDocument();
    expect(amara.querySelector('del')).toHaveTextContent('9.60');
    const kenji = within(reviews)
      .getByRole('heading', { name: 'Kenji Sato' })
      .closest('li') as HTMLElement;
    expect(kenji.querySelector('del')).toBeNull();
    expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('7.10');
  });
});
