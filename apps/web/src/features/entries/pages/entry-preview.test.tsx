import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, DEFAULT_ENTRY_FORM, type EntryDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import {
  categoryTree,
  customField,
  entryDetail,
  entryForm,
  entryImage,
  entrySummary,
} from '../../../testing/entry-data.ts';
import { entryFeeQuote, sandboxChannel } from '../../../testing/payment-data.ts';
import { answer, page } from '../../../testing/public-data.ts';
import { shownToasts } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
let stored: EntryDetail;

beforeEach(() => {
  stored = entryDetail(41, {
    title: 'Fold chair',
    description: 'A chair folded from one sheet of plywood.',
    credits: 'Studio Mira, Oslo',
    videoUrl: 'https://video.example/fold',
    images: [entryImage(501), entryImage(502)],
    pdf: { fileId: 600, url: '/files/600/original?exp=1&sig=abc', bytes: 40_000, name: 'specs.pdf' },
    draftStep: 3,
  });
  answer(server, calls.public.getCategories, categoryTree());
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  answer(server, calls.apply.listEntries, page([entrySummary(41, { status: 'submitted', title: 'Fold chair' })]));
  // The pay step of a submitted entry.
  answer(server, calls.apply.getEntryFee, entryFeeQuote(41, { categoryFeeCents: 35_000, amountCents: 35_000 }));
  answer(server, calls.apply.getEntryFeePaymentChannels, [sandboxChannel()]);
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

describe('/preview', { timeout: 30_000 }, () => {
  it('shows the entry as the jury will see it, with Edit back to the steps', async () => {
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.getByText('Product · Furniture')).toBeInTheDocument();
    expect(screen.getByText('A chair folded from one sheet of plywood.')).toBeInTheDocument();
    // The credits name people, so the jury never gets them: they are apart, and said to be.
    const apart = screen.getByRole('region', { name: 'Not shown to the jury' });
    expect(within(apart).getByText('Studio Mira, Oslo')).toBeInTheDocument();
    expect(within(apart).getByText('Entry fee $350.00')).toBeInTheDocument();
    expect(screen.getAllByText('Studio Mira, Oslo')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Fold chair, image 1 of 2' })).toHaveAttribute(
      'src',
      '/files/501/large?exp=1&sig=abc',
    );
    expect(screen.getByRole('link', { name: 'Open the project PDF' })).toHaveAttribute(
      'href',
      '/files/600/original?exp=1&sig=abc',
    );
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', 'https://video.example/fold');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/steps?apply_order_id=41&step=3');

    // The gallery's thumbnails switch the large image.
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Fold chair, image 2 of 2' })).toHaveAttribute(
      'src',
      '/files/502/large?exp=1&sig=abc',
    );
  });

  it('shows each 422 of a refused submission under its field, with the step to fix it', async () => {
    server.route('/api/apply/edit', (_req, res) =>
      sendEnvelope(res, 422, {
        credits: ['This field is required'],
        imageFileIds: ['This field is required'],
      }),
    );
    const app = renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    await userEvent.click(await screen.findByRole('button', { name: /Submit entry/ }));
    expect(await screen.findByText('Submit this entry?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByText('The entry could not be submitted yet');
    const list = alert.closest('.ant-alert') as HTMLElement;
    const credits = within(list).getByText('Credits:').closest('li') as HTMLElement;
    expect(credits).toHaveTextContent('Credits: This field is required');
    expect(within(credits).getByRole('link')).toHaveAttribute('href', '/steps?apply_order_id=41&step=1');
    const images = within(list).getByText('Images:').closest('li') as HTMLElement;
    expect(within(images).getByRole('link', { name: 'Fix it in the Images step' })).toHaveAttribute(
      'href',
      '/steps?apply_order_id=41&step=2',
    );
    const body = JSON.parse(server.received.findLast((r) => r.url.pathname === '/api/apply/edit')?.body ?? '{}');
    expect(body).toEqual({ apply_order_id: 41, submit: true });
    expect(app.location()).toBe('/preview?apply_order_id=41');
  });

  it('submits and goes straight on to paying the entry fee, on the same page', async () => {
    server.route('/api/apply/edit', (_req, res) => {
      stored = { ...stored, status: 'submitted', canEdit: false, submittedAt: '2027-03-02T10:00:00.000Z' };
      sendOk(res, stored);
    });
    const app = renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay the entry fee' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Submit entry/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Pay the entry fee' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('button', { name: 'Pay $350.00' })).toBeInTheDocument();
    expect(app.location()).toBe('/preview?apply_order_id=41');
    await waitFor(() =>
      expect(shownToasts()).toContainEqual({ type: 'success', text: 'Entry submitted. Pay its entry fee below to complete it.' }),
    );
  });

  it('for a submitted entry: no submit or edit, and the pay step for the fee still due', async () => {
    stored = { ...stored, status: 'submitted', canEdit: false };
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    const step = within(await screen.findByRole('region', { name: 'Pay the entry fee' }));
    expect(await step.findByTestId('fee-amount')).toHaveTextContent('$350.00');
    expect(screen.queryByText(/from your account/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('/preview follows the entry form', { timeout: 30_000 }, () => {
  it('lists the custom values by label, the jury’s with the work and the others apart; a field left out is not shown', async () => {
    stored = {
      ...stored,
      form: entryForm(
        [
          customField('material', { label: 'Main material' }),
          customField('stage', {
            type: 'choice',
            label: 'Stage',
            options: [{ value: 'built', label: 'Built', labelZh: '已建成' }],
          }),
          customField('client', { label: 'Client', showToJury: false }),
          customField('year', { type: 'number', label: 'Year made' }),
        ],
        {
          credits: { ...DEFAULT_ENTRY_FORM.builtIn.credits, enabled: false },
          pdf: { ...DEFAULT_ENTRY_FORM.builtIn.pdf, enabled: false },
        },
      ),
      customFields: { material: 'Birch plywood', stage: 'built', client: 'Hotel Nord' },
    };
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    const apart = screen.getByRole('region', { name: 'Not shown to the jury' });
    const sheet = document.querySelector('.entry-sheet__text') as HTMLElement;
    const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

    // With the work: the jury's fields, a choice by its label, an empty one said so.
    expect(valueOf(sheet, 'Main material')).toHaveTextContent('Birch plywood');
    expect(valueOf(sheet, 'Stage')).toHaveTextContent('Built');
    expect(valueOf(sheet, 'Year made')).toHaveTextContent('Not given.');
    // Apart: the field kept from the jury; the credits are not asked for, so not shown.
    expect(valueOf(apart, 'Client')).toHaveTextContent('Hotel Nord');
    expect(screen.getAllByText('Hotel Nord')).toHaveLength(1);
    expect(within(apart).queryByText('Credits')).not.toBeInTheDocument();
    expect(screen.queryByText('Studio Mira, Oslo')).not.toBeInTheDocument();
    // The PDF is left out of this form: its old file is not offered.
    expect(screen.queryByRole('link', { name: 'Open the project PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the video' })).toBeInTheDocument();
  });
});
