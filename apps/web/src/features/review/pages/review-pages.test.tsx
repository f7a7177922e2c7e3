import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type SecondLevelAwardItem } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { review, reviewCriteria as setup, reviewItem as entry } from '../../../testing/jury-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();

afterEach(() => {
  toast.destroy();
  setNavigator(null);
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

  it('names in the URL the entry a page opened by itself, also after k goes back a page', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    const all = Array.from({ length: 25 }, (_, i) => entry(101 + i, `Entry ${101 + i}`));
    server.route('/api/subjudges/subJuryAwardList', (req, res) => {
      const page = Number(req.url.searchParams.get('page'));
      const size = Number(req.url.searchParams.get('pageSize'));
      sendOk(res, { list: all.slice((page - 1) * size, page * size), total: all.length, page, pageSize: size });
    });
    const app = renderApp('/subjuryreview?page=2', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Entry 121' })).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/subjuryreview?apply_order_id=121&page=2'));

    const user = userEvent.setup();
    await user.keyboard('k');
    expect(await screen.findByRole('heading', { level: 2, name: 'Entry 120' })).toBeInTheDocument();
    // A reload now opens entry 120 again, wherever the list has moved meanwhile.
    await waitFor(() => expect(app.location()).toBe('/subjuryreview?apply_order_id=120'));
  });
});

describe('the second-level review page', { timeout: 30_000 }, () => {
  /** An entry at the second level; the first level's reviews as the server gives them, or hidden. */
  const atSecond = (id: number, title: string, shown: boolean): SecondLevelAwardItem => ({
    ...entry(id, title),
    firstLevel: shown
      ? { count: 2, averageScore: 7.1, olderCriteria: 0, proposals: [{ awardLevelId: 2, count: 2 }] }
      : { count: 2, averageScore: null, olderCriteria: 0, proposals: [] },
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
