import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type EntryDetail } from '@laurel/contract';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { categoryTree, entryDetail, entryImage, entrySummary } from '../testing/entry-data.ts';
import { answer, page } from '../testing/public-data.ts';
import { shownToasts } from '../testing/toasts.ts';
import { makeUser, renderApp } from './test-app.tsx';

const server = setupPageTestServer();
let stored: EntryDetail;

beforeEach(() => {
  stored = entryDetail(41, {
    title: 'Fold chair',
    description: 'A chair folded from one sheet of plywood.',
    credits: 'Studio Mira, Oslo',
    videoUrl: 'https://video.example/fold',
    images: [entryImage(501), entryImage(502)],
    pdf: { fileId: 600, url: '/files/600/original?exp=1&sig=abc', bytes: 40_000 },
    draftStep: 3,
  });
  answer(server, calls.public.getCategories, categoryTree());
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
  answer(server, calls.apply.listEntries, page([entrySummary(41, { status: 'submitted', title: 'Fold chair' })]));
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
    expect(screen.getByText('Entry fee $350.00')).toBeInTheDocument();
    expect(screen.getByText('A chair folded from one sheet of plywood.')).toBeInTheDocument();
    expect(screen.getByText('Studio Mira, Oslo')).toBeInTheDocument();
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

  it('submits and takes the entrant on to the entry fee in the account', async () => {
    server.route('/api/apply/edit', (_req, res) => {
      stored = { ...stored, status: 'submitted', canEdit: false, submittedAt: '2027-03-02T10:00:00.000Z' };
      sendOk(res, stored);
    });
    const app = renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    await userEvent.click(await screen.findByRole('button', { name: /Submit entry/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual({
        type: 'success',
        text: 'Entry submitted. Pay the entry fee of $350.00 from your account to complete it.',
      }),
    );
    expect(await screen.findByTestId('fee-entry')).toHaveTextContent('Entry fee: unpaid');
  });

  it('for a submitted entry: no submit or edit, and the fee still due points to the account', async () => {
    stored = { ...stored, status: 'submitted', canEdit: false };
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText('Next: pay the entry fee of $350.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: /Submit entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
