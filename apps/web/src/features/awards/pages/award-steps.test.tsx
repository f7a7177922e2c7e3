import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type EntryDetail } from '@laurel/contract';
import i18n from 'i18next';
import zhCommon from '../../../i18n/locales/zh-CN/common.json';
import zhSite from '../../../i18n/locales/zh-CN/site.json';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { toast } from '../../../lib/feedback.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { categoryTree, entryDetail, entryImage } from '../../../testing/entry-data.ts';
import { paymentOrder, sandboxChannel } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { shownToasts, toastsSettled } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
// Texts are pasted, not typed: each key would re-measure antd's autosizing text areas
// (getComputedStyle), one render per character.
const user = userEvent.setup({ delay: null });
let stored: EntryDetail;

const awarded = (overrides: Partial<EntryDetail> = {}) =>
  entryDetail(41, {
    title: 'Fold chair',
    status: 'awarded',
    seasonYear: 2026,
    award: { id: 2, name: 'Gold', rank: 1 },
    credits: 'Studio Mira, Oslo',
    images: [entryImage(501)],
    entryFeeStatus: 'paid',
    winnerPackageFeeStatus: 'unpaid',
    winnerPackageFeeCents: 119_900,
    isShow: true,
    publicWinner: true,
    canEdit: false,
    canEditImages: false,
    ...overrides,
  });

const bodies = () =>
  server.received
    .filter((r) => r.url.pathname === '/api/apply/winningInfoEdit')
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

beforeEach(() => {
  stored = awarded();
  answer(server, calls.public.getCategories, categoryTree());
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  server.route('/api/apply/winningInfoEdit', (req, res) => {
    const body = JSON.parse(req.body) as { credits: string; text: string };
    stored = { ...stored, winnerInfo: { credits: body.credits, text: body.text, confirmedAt: '2026-11-20T09:30:00.000Z' } };
    sendOk(res, stored);
  });
  answer(server, calls.apply.getWinnerPackageFeePaymentChannels, [sandboxChannel()]);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  toast.destroy();
  setExternalNavigator(null);
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/awards/steps', { timeout: 90_000 }, () => {
  it('confirms the winner details, starting from the entry’s credits, with a live preview of the winners’ page', async () => {
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Award confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Gold · Season 2026')).toBeInTheDocument();
    expect(screen.getByText(/“Fold chair” received the Gold award in Furniture/)).toBeInTheDocument();
    // The award moment: the level's seal large in the intro (docs/product.md#award-marks).
    const seal = document.querySelector('.page-intro .award-seal[data-tone="gold"] svg')!;
    expect(Number(seal.getAttribute('width'))).toBeGreaterThanOrEqual(120);

    const credits = screen.getByLabelText('Credits');
    expect(credits).toHaveValue('Studio Mira, Oslo');
    expect(screen.getByTestId('preview-credits')).toHaveTextContent('Studio Mira, Oslo');
    expect(screen.getByRole('link', { name: 'Open the public winner page' })).toHaveAttribute('href', '/winnerDetails?apply_order_id=41');

    await user.clear(credits);
    await user.paste('Mira Holm');
    await user.click(screen.getByLabelText(/^Winner statement/));
    await user.paste('Folded.');
    // antd's Form.useWatch passes a change on in a later task (a MessageChannel message).
    await waitFor(() => expect(screen.getByTestId('preview-credits')).toHaveTextContent('Mira Holm'));
    const preview = screen.getByRole('complementary', { name: 'How it appears on the winners\' page' });
    expect(await within(preview).findByText('Folded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm winner details' }));
    await waitFor(() => expect(bodies()).toEqual([{ apply_order_id: 41, credits: 'Mira Holm', text: 'Folded.' }]));
    expect(await screen.findByText('Winner details confirmed on 20 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(shownToasts()).toContainEqual({ type: 'success', text: 'Your winner details are confirmed. The winners\' page shows them now.' }),
    );
  });

  it('names the day the winner page goes public instead of linking it while it would answer 404, in English and Chinese', async () => {
    // Shown by the judge, but the season's results date is ahead: the public page is embargoed.
    stored = awarded({ publicWinner: false, goesPublicAt: '2026-12-01T12:00:00.000Z' });
    const first = renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    const preview = within(await screen.findByRole('complementary', { name: 'How it appears on the winners\' page' }));
    expect(
      preview.getByText("Your winner page goes public on 1 December 2026, when the season's results are published; the link to it appears here then."),
    ).toBeInTheDocument();
    expect(preview.queryByRole('link')).not.toBeInTheDocument();
    first.unmount();

    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    i18n.addResourceBundle('zh-CN', 'site', zhSite);
    await i18n.changeLanguage('zh-CN');
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0, { language: 'zh-CN' }) });
    const zhPreview = within(await screen.findByRole('complementary', { name: '在获奖作品页上的显示效果' }));
    expect(zhPreview.getByText('您的获奖作品页将于 2026年12月1日 随本赛季结果一同公开，届时此处会显示链接。')).toBeInTheDocument();
    expect(zhPreview.queryByRole('link')).not.toBeInTheDocument();
  });

  it('does not promise the winners\' page shows confirmed details before it is public', async () => {
    stored = awarded({ publicWinner: false, goesPublicAt: '2026-12-01T12:00:00.000Z' });
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    await user.click(await screen.findByRole('button', { name: 'Confirm winner details' }));
    expect(await screen.findByText('Winner details confirmed on 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText("Changes you save here appear on the winners' page when it goes public.")).toBeInTheDocument();
    expect(screen.queryByText('Changes you save here are published at once.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(shownToasts()).toContainEqual({
        type: 'success',
        text: "Your winner details are confirmed. They appear on the winners' page when it goes public.",
      }),
    );
  });

  it('starts from the confirmed details and refuses empty credits before sending anything', async () => {
    stored = awarded({ winnerInfo: { credits: 'Design: Mira Holm', text: 'Folded.', confirmedAt: '2026-11-01T08:00:00.000Z' } });
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    const credits = await screen.findByLabelText('Credits');
    expect(credits).toHaveValue('Design: Mira Holm');
    expect(screen.getByLabelText(/^Winner statement/)).toHaveValue('Folded.');
    expect(screen.getByText('Winner details confirmed on 1 November 2026')).toBeInTheDocument();

    await user.clear(credits);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(bodies()).toEqual([]);
  });

  it('puts a 422 from the server under its field, focused, and no toast repeats it', async () => {
    server.route('/api/apply/winningInfoEdit', (_req, res) => sendEnvelope(res, 422, { credits: ['Maximum 2000 characters'] }));
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    await user.click(await screen.findByRole('button', { name: 'Confirm winner details' }));
    expect(await screen.findByText('Maximum 2000 characters', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Credits/)).toHaveFocus());
    expect(screen.queryByText(/Winner details confirmed/)).not.toBeInTheDocument();
    expect(await toastsSettled()).toEqual([]);
  });

  it('shows the winner package fee and where its payment stands', async () => {
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText('Winner package fee for Gold: $1,199.00')).toBeInTheDocument();
    expect(screen.getByTestId('package-status')).toHaveTextContent('unpaid');
    expect(screen.getAllByText('Not paid yet.').length).toBeGreaterThan(0);
  });

  it('pays the winner package at its award level’s fee, through the chosen channel', async () => {
    const leftFor: string[] = [];
    setExternalNavigator((url) => leftFor.push(url));
    server.route('/api/apply/winnerPackageFeePayment', (_req, res) =>
      sendOk(res, paymentOrder({ feeKind: 'winnerPackage', amountCents: 119_900, checkoutUrl: '/sandbox/checkout/EPKG' })),
    );
    const user = userEvent.setup();
    renderApp('/awards/steps?apply_order_id=41#pay', { user: makeUser(0) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pay the winner package' });
    await waitFor(() => expect(heading).toHaveFocus());
    const step = within(screen.getByRole('region', { name: 'Pay the winner package' }));
    expect(step.getByText(/The winner package of the Gold award for “Fold chair”/)).toBeInTheDocument();
    expect(step.getByTestId('fee-amount')).toHaveTextContent('$1,199.00');
    // One channel: already chosen.
    expect(await step.findByRole('radio', { name: /Sandbox/ })).toBeChecked();
    await user.click(step.getByRole('button', { name: 'Pay $1,199.00' }));

    await waitFor(() => expect(leftFor).toEqual([`${server.origin}/sandbox/checkout/EPKG`]));
    const sent = server.received.filter((r) => r.url.pathname === '/api/apply/winnerPackageFeePayment');
    expect(sent.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ apply_order_id: 41, provider: 'sandbox' }]);
    expect(screen.queryByRole('button', { name: /Download certificate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download seal/ })).not.toBeInTheDocument();
  });

  it('offers the certificate and the invoice once the winner package is settled, and no pay step', async () => {
    stored = awarded({
      winnerPackageFeeStatus: 'paid',
      documents: { entryFeeInvoice: true, winnerPackageFeeInvoice: true, additionalTrophyFeeInvoice: false, certificate: true },
    });
    const opened: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:cert' });
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { closed: false } as Window;
    });
    server.route('/api/pdf/printCertPdf', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7 certificate');
    });
    const user = userEvent.setup();
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByTestId('package-status')).toHaveTextContent('paid');
    expect(screen.queryByRole('region', { name: 'Pay the winner package' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Winner package invoice/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Download certificate/ }));
    await waitFor(() => expect(opened).toEqual(['blob:cert']));
    const print = server.received.find((r) => r.url.pathname === '/api/pdf/printCertPdf');
    expect(print?.url.searchParams.get('apply_order_id')).toBe('41');

    // The award's seal is saved as a file, under the server's name.
    server.route('/api/pdf/downloadAwardSealPng', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="award-seal-2026-gold-41.png"' });
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    });
    const saved: string[] = [];
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      event.preventDefault();
      saved.push(event.target.download);
    };
    document.addEventListener('click', onClick);
    try {
      expect(screen.getByRole('button', { name: /Download seal \(SVG\)/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Download seal \(PNG\)/ }));
      await waitFor(() => expect(saved).toEqual(['award-seal-2026-gold-41.png']));
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('says so for an entry that is not awarded, and for one that cannot be loaded', async () => {
    stored = entryDetail(41, { status: 'submitted', title: 'Fold chair' });
    const first = renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText('This entry has no award to confirm')).toBeInTheDocument();
    expect(screen.queryByLabelText('Credits')).not.toBeInTheDocument();
    first.unmount();

    server.route('/api/apply/info', (_req, res) => sendEnvelope(res, 404, 'Not found'));
    renderApp('/awards/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText(/This award could not be loaded/)).toBeInTheDocument();
  });
});
