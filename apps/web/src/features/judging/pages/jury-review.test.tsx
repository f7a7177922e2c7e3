import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { categoryTree } from '../../../testing/entry-data.ts';
import { assignmentPlan, judgeEntry } from '../../../testing/jury-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { judgeKeys } from '../api/judge-keys.ts';
import { answer, page } from '../../../testing/public-data.ts';

// The judge's /juryreview against a real HTTP server answering contract-shaped data. jsdom
// matches no media query, so the page shows its phone layout: the cards. Dialogs are found by
// role alone: under test, antd names every dialog by the same generated id ("test-id").

const server = setupPageTestServer();
const judge = makeUser(1);
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

beforeEach(() => {
  answer(server, calls.public.getCategories, categoryTree());
  answer(server, calls.public.getAwardClassification, [
    { id: 1, name: 'Gold', rank: 1, description: '', winnerPackageFeeCents: 0, trophyFeeCents: 0 },
  ]);
  answer(server, calls.judge.listJudgeEntries, page([
    judgeEntry(1, { title: 'Fold chair', status: 'awarded', award: { id: 1, name: 'Gold', rank: 1 } }),
    judgeEntry(2, { title: 'Paper lamp' }),
  ]));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

/**
 * A window `width` px wide for antd's breakpoints (jsdom matches no media query, so the page
 * shows its phone layout otherwise); returns what undoes it.
 */
function matchWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...original(query), matches, media: query };
  };
  return () => {
    window.matchMedia = original;
  };
}

describe('the judge’s review page', { timeout: 30_000 }, () => {
  it('says under an average how many of its reviews were scored under earlier criteria', async () => {
    answer(server, calls.judge.listJudgeEntries, page([
      judgeEntry(1, { title: 'Fold chair', firstLevel: { count: 3, averageScore: 7.4, olderCriteria: 2, proposals: [] } }),
      judgeEntry(2, { title: 'Paper lamp', firstLevel: { count: 2, averageScore: 6.1, olderCriteria: 0, proposals: [] } }),
    ]));
    renderApp('/juryreview', { user: judge });
    await screen.findByRole('link', { name: 'Fold chair' });
    const marks = screen.getAllByTestId('older-criteria');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('2 under earlier criteria');
    expect(marks[0]).toHaveTextContent(/weights changed/);
  });

  it('keeps the filters in the URL and asks the server with them', async () => {
    const app = renderApp('/juryreview?status=in_review&sort=normalised', { user: judge });
    expect(await screen.findByRole('link', { name: 'Fold chair' })).toHaveAttribute('href', '/juryreviewdetails?apply_order_id=1');
    const list = () => server.received.filter((r) => r.url.pathname === path(calls.judge.listJudgeEntries)).at(-1)?.url.searchParams;
    expect(list()?.get('status')).toBe('in_review');
    expect(list()?.get('sort')).toBe('normalised');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'lamp{Enter}');
    await waitFor(() => expect(app.location()).toBe('/juryreview?status=in_review&keyword=lamp&sort=normalised'));
    await waitFor(() => expect(list()?.get('keyword')).toBe('lamp'));
  });

  it('shows an entry only the fees that can apply: the entry fee always, the package and trophies once awarded or settled', async () => {
    answer(server, calls.judge.listJudgeEntries, page([
      judgeEntry(1, { title: 'Fold chair', status: 'awarded', award: { id: 1, name: 'Gold', rank: 1 } }),
      judgeEntry(2, { title: 'Paper lamp' }),
      // An award withdrawn after its package was refunded: the refund is still the judge's business.
      judgeEntry(3, { title: 'Glass vase', status: 'not_awarded', winnerPackageFeeStatus: 'refunded' }),
    ]));
    renderApp('/juryreview', { user: judge });
    const fees = async (id: number) =>
      within(within(await screen.findByTestId(`entry-row-${id}`)).getByRole('list', { name: 'Fees' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(await fees(1)).toEqual(['Entrypaid', 'Packageunpaid', 'Trophiesunpaid']);
    expect(await fees(2)).toEqual(['Entrypaid']);
    expect(await fees(3)).toEqual(['Entrypaid', 'Packagerefunded']);
  });

  it('sets a desktop’s table compact, one tag a fee, and remembers a judge who wants it comfortable', async () => {
    const restore = matchWidth(1440);
    try {
      answer(server, calls.judge.listJudgeEntries, page([
        judgeEntry(1, { title: 'Fold chair', status: 'awarded', award: { id: 1, name: 'Gold', rank: 1 }, winnerPackageFeeStatus: 'waived' }),
        judgeEntry(2, { title: 'Paper lamp' }),
      ]));
      const first = renderApp('/juryreview', { user: judge });
      const awarded = await screen.findByTestId('entry-row-1');
      expect(awarded.tagName).toBe('TR');
      expect(within(awarded).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Entry paid',
        'Package waived',
        'Trophies unpaid',
      ]);
      expect(within(screen.getByTestId('entry-row-2')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entry paid']);
      // One line: the entrant's company and country beside the name, all of it in the tooltip.
      expect(within(awarded).getByTitle('Entrant 1 · Studio North · Germany')).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Cover' })).toBeNull();

      const density = screen.getByRole('radiogroup', { name: 'Table density' });
      expect(within(density).getByRole('radio', { name: 'Compact' })).toBeChecked();
      // antd draws the buttons over inputs that take no pointer: the label is what a judge clicks.
      await userEvent.click(within(density).getByText('Comfortable'));
      expect(await screen.findByRole('columnheader', { name: 'Cover' })).toBeInTheDocument();
      expect(within(screen.getByTestId('entry-row-1')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Entrypaid',
        'Packagewaived',
        'Trophiesunpaid',
      ]);
      first.unmount();

      renderApp('/juryreview', { user: judge });
      await screen.findByTestId('entry-row-1');
      expect(within(screen.getByRole('radiogroup', { name: 'Table density' })).getByRole('radio', { name: 'Comfortable' })).toBeChecked();
      expect(screen.getByRole('columnheader', { name: 'Cover' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('hides the selected entries and says which were left as they were', async () => {
    server.route(path(calls.judge.batchShowEntries), (_req, res) => sendOk(res, { updated: 1, skipped: [2] }));
    renderApp('/juryreview', { user: judge });
    await screen.findByRole('link', { name: 'Paper lamp' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Actions on 2 selected entries' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    const report = await screen.findByTestId('action-report');
    expect(report).toHaveTextContent('1 entry hidden from the winners page.');
    expect(report).toHaveTextContent('0002 Paper lamp: left as it was, as it is not awarded.');
    expect(posted(calls.judge.batchShowEntries)).toEqual([{ apply_order_ids: [1, 2], isShow: false }]);
  });

  it('sets a fee status only with a reason', async () => {
    server.route(path(calls.judge.changeEntryFeeStatus), (req, res) => {
      const body = JSON.parse(req.body) as { apply_order_id: number };
      if (body.apply_order_id === 2) sendEnvelope(res, 409, 'A refunded fee cannot be set to pending.');
      else sendOk(res, { entryFeeStatus: 'waived', winnerPackageFeeStatus: 'unpaid', additionalTrophyFeeStatus: 'unpaid' });
    });
    renderApp('/juryreview', { user: judge });
    await screen.findByRole('link', { name: 'Paper lamp' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fee status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Fee status of 2 entries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set status' }));
    expect(await within(dialog).findByText('Say why the status changes.')).toBeInTheDocument();
    expect(posted(calls.judge.changeEntryFeeStatus)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Transfer received on 3 March');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set status' }));
    const report = await screen.findByTestId('action-report');
    expect(report).toHaveTextContent('Fee status set on 1 entry.');
    expect(report).toHaveTextContent('0002 Paper lamp: A refunded fee cannot be set to pending.');
    expect(posted(calls.judge.changeEntryFeeStatus)).toEqual([
      { apply_order_id: 1, status: 'paid', note: 'Transfer received on 3 March' },
      { apply_order_id: 2, status: 'paid', note: 'Transfer received on 3 March' },
    ]);
  });

  it('applies the previewed plan, and previews again when it went stale', async () => {
    let previews = 0;
    server.route(path(calls.judge.previewAssignment), (_req, res) => sendOk(res, assignmentPlan(`plan-${++previews}`)));
    server.route(path(calls.judge.applyAutoAssignment), (req, res) => {
      const body = JSON.parse(req.body) as { planId: string };
      if (body.planId === 'plan-1') sendEnvelope(res, 409, 'The entries or the panel changed since the preview.');
      else sendOk(res, assignmentPlan(body.planId));
    });
    renderApp('/juryreview', { user: judge });
    await userEvent.click(await screen.findByRole('button', { name: 'Automatic assignment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Sub-judges per entry' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Sub-judges per entry' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const plan = await within(dialog).findByTestId('assignment-plan');
    expect(plan).toHaveTextContent('2 entries · 4 new assignments · 2 per entry');
    expect(within(plan).getByRole('row', { name: 'Sub-judge Two 1 +2 3' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('Entries with the fewest eligible sub-judges go first.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('changed since that preview');
    await waitFor(() => expect(previews).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply plan' }));
    expect(await screen.findByTestId('action-report')).toHaveTextContent('Plan applied: 4 new assignments on 2 entries.');
    expect(posted(calls.judge.applyAutoAssignment)).toEqual([
      { perEntry: 2, planId: 'plan-1' },
      { perEntry: 2, planId: 'plan-2' },
    ]);
  });

  it('shows each reviewer against the panel, flags a lean towards their own country, and says when it was frozen', async () => {
    answer(server, calls.judge.getCalibration, {
      seasonYear: 2027,
      level: 'first',
      frozenAt: '2027-09-01T10:00:00.000Z',
      panel: { count: 12, mean: 6.5, spread: 1.2 },
      judges: [
        { id: 31, name: 'Kenji Sato', country: 'JP', count: 6, mean: 7.1, spread: 0.8, topShare: 0.25, meanDelta: 0.6,
          ownCountry: { count: 3, mean: 8.9, panelMean: 6.4, delta: 2.5, flagged: true } },
        { id: 32, name: 'Amara Okafor', country: 'NG', count: 6, mean: 5.9, spread: 1.4, topShare: 0, meanDelta: -0.6, ownCountry: null },
      ],
    });
    renderApp('/juryreview?tab=calibration', { user: judge });
    const panel = await screen.findByTestId('calibration-panel');
    expect(await within(panel).findByTestId('calibration-summary')).toHaveTextContent('Panel: 12 reviews, mean 6.50, spread 1.20.');
    expect(within(panel).getByTestId('calibration-summary')).toHaveTextContent('Frozen on 1 September 2027');
    const flag = within(panel).getByTestId('own-country-flag');
    expect(flag).toHaveTextContent('Scores own country higher');
    expect(flag).toHaveTextContent('3 entrants: 8.90 vs 6.40 by the others (+2.50)');
    expect(panel).toHaveTextContent('on at least three entrants of their own country');
    expect(panel).toHaveTextContent('−0.60');
    expect(panel).toHaveTextContent('25%');
  });

  it('tells the judge what the server’s settings leave undone, and nothing when all is set', async () => {
    answer(server, calls.judge.getSiteNotices, [
      { code: 'invoiceSellerMissing', settings: ['INVOICE_SELLER_NAME', 'INVOICE_SELLER_ADDRESS', 'INVOICE_SELLER_TAX_ID'] },
      { code: 'paymentSandbox', settings: ['PAYMENT_SANDBOX'] },
    ]);
    const first = renderApp('/juryreview', { user: judge });
    // One line naming them; the whole notices on request.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Settings to finish before a live season (invoices held back · payment sandbox on)');
    expect(screen.queryByTestId('site-notice-invoiceSellerMissing')).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Details' }));
    expect(within(summary).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    const invoices = await screen.findByTestId('site-notice-invoiceSellerMissing');
    expect(invoices).toHaveTextContent('Invoices are held back');
    expect(within(invoices).getByText('INVOICE_SELLER_TAX_ID').tagName).toBe('CODE');
    expect(screen.getByTestId('site-notice-paymentSandbox')).toHaveTextContent('entrants can mark fees paid without paying');
    first.unmount();

    answer(server, calls.judge.getSiteNotices, []);
    const second = renderApp('/juryreview', { user: judge });
    await screen.findByRole('link', { name: 'Paper lamp' });
    // Answered (an empty list), and still no notice drawn.
    await waitFor(() => expect(second.queryClient.getQueryState(judgeKeys.siteNotices())?.status).toBe('success'));
    expect(screen.queryByText('Settings to finish before a live season')).toBeNull();
  });
});

describe('the results date on the judge’s page', { timeout: 30_000 }, () => {
  const ahead = { seasonId: 7, year: 2027, resultsAt: '2027-06-12T12:00:00.000Z', isPublic: false, shown: 1 };
  beforeEach(() => {
    answer(server, calls.judge.getSeasonResults, ahead);
    answer(server, calls.judge.listJudgeEntries, page([
      judgeEntry(1, { title: 'Fold chair', status: 'awarded', award: { id: 1, name: 'Gold', rank: 1 }, isShow: true, goesPublicAt: ahead.resultsAt }),
      judgeEntry(2, { title: 'Paper lamp' }),
    ]));
  });

  it('says a shown entry is ready and when it goes public, and publishes now only with the date confirmed', async () => {
    let publishedAt = '';
    server.route(path(calls.judge.publishResults), (_req, res) => {
      publishedAt = '2027-03-02T10:00:00.000Z';
      sendOk(res, { ...ahead, resultsAt: publishedAt, isPublic: true });
    });
    renderApp('/juryreview', { user: judge });
    const card = await screen.findByTestId('entry-row-1');
    expect(within(card).getByTestId('entry-shown')).toHaveTextContent('Ready');
    expect(within(card).getByTestId('entry-goes-public')).toHaveTextContent('Goes public on 12 June 2027');
    const notice = await screen.findByTestId('results-embargo');
    expect(notice).toHaveTextContent('The 2027 winners go public on 12 June 2027');
    expect(notice).toHaveTextContent('(1 shown entry ready)');
    // Why, on request: the notice is one line above the table.
    expect(notice).not.toHaveTextContent('Until then no public page has it');
    await userEvent.click(within(notice).getByRole('button', { name: 'Details' }));
    expect(notice).toHaveTextContent('1 shown entry is ready. Until then no public page has it');

    // Asked first: cancelling sends nothing.
    await userEvent.click(within(notice).getByRole('button', { name: 'Publish now…' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Publish the 2027 winners now?');
    expect(dialog).toHaveTextContent('The shown entry is to go public on 12 June 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls.judge.publishResults)).toEqual([]);

    await userEvent.click(within(notice).getByRole('button', { name: 'Publish now…' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByTestId('results-published')).toHaveTextContent('The 2027 winners are public.');
    // The date the judge was shown is the date sent back.
    expect(posted(calls.judge.publishResults)).toEqual([{ seasonId: 7, confirmResultsAt: '2027-06-12T12:00:00.000Z' }]);
    expect(publishedAt).not.toBe('');
  });

  it('says in the dialog why publishing was refused', async () => {
    server.route(path(calls.judge.publishResults), (_req, res) =>
      sendEnvelope(res, 422, { confirmResultsAt: ["Confirm with the season's results date, 2027-07-01T12:00:00.000Z."] }),
    );
    renderApp('/juryreview', { user: judge });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Results date to replace: Confirm with the season's results date, 2027-07-01T12:00:00.000Z.",
    );
    expect(screen.queryByTestId('results-published')).toBeNull();
  });

  it('reports shown entries as ready, with the date they go public', async () => {
    server.route(path(calls.judge.batchShowEntries), (_req, res) => sendOk(res, { updated: 1, skipped: [] }));
    renderApp('/juryreview', { user: judge });
    await screen.findByTestId('results-embargo');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for “Paper lamp”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show on the winners page' }));
    expect(await screen.findByTestId('action-report')).toHaveTextContent(/^1 entry ready for the winners page: it goes public on 12 June 2027/);
  });
});
