import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type EntryDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { categoryTree, entryDetail, entryImage, entrySummary, uploaded, uploadLimits } from '../../../testing/entry-data.ts';
import { answer, page } from '../../../testing/public-data.ts';
import { shownToasts } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

// Issue 4: a submitted entry's images may be replaced or reordered on /preview until review starts.

const server = setupPageTestServer();
let stored: EntryDetail;

const submitted = (overrides: Partial<EntryDetail> = {}) =>
  entryDetail(41, {
    title: 'Fold chair',
    description: 'A chair folded from one sheet of plywood.',
    credits: 'Studio Mira, Oslo',
    status: 'submitted',
    submittedAt: '2027-03-02T10:00:00.000Z',
    canEdit: false,
    canEditImages: true,
    images: [entryImage(501), entryImage(502), entryImage(503)],
    draftStep: 3,
    ...overrides,
  });

beforeEach(() => {
  setToken('tok-entrant');
  stored = submitted();
  answer(server, calls.public.getCategories, categoryTree());
  answer(server, calls.apply.getUploadLimits, uploadLimits);
  answer(server, calls.apply.listEntries, page([entrySummary(41, { status: 'submitted', title: 'Fold chair' })]));
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

// antd's icon names itself too ("picture Replace images").
const REPLACE = { name: /Replace images/ } as const;
const NOTE = 'You can replace or reorder the images until the review starts.';
const editImageBodies = () =>
  server.received.filter((r) => r.url.pathname === '/api/apply/editImage').map((r) => JSON.parse(r.body) as unknown);
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('.images-step__drop input[type=file]');
  if (!input) throw new Error('no image file input');
  return input;
};
const panel = () => screen.getByRole('region', { name: /Replace the images/ });
const cards = () => within(screen.getByRole('list', { name: 'Your images' })).getAllByRole('listitem');
const openPanel = async () => {
  await userEvent.click(await screen.findByRole('button', REPLACE));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Replace the images of “Fold chair”' });
  await waitFor(() => expect(heading).toHaveFocus());
};

describe('/preview: replacing the images of a submitted entry', { timeout: 30_000 }, () => {
  it('offers Replace images only for a submitted entry whose images may still change', async () => {
    const first = renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('button', REPLACE)).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    first.unmount();

    // Review has started: the server says no, so no button and no promise.
    stored = submitted({ canEditImages: false });
    const second = renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', REPLACE)).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    second.unmount();

    // A draft changes its images in the steps (Edit), not here.
    stored = submitted({ status: 'draft', canEdit: true, submittedAt: null });
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('button', { name: /Submit entry/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', REPLACE)).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('uploads a new cover, drops an image and saves the new order; Save waits for the upload', async () => {
    // The upload is held until the test releases it, so Save can be tried while it runs.
    const held: (() => void)[] = [];
    server.route('/api/apply/upload', (_req, res) => {
      held.push(() => sendOk(res, calls.apply.uploadFile.response.parse(uploaded(601, 'new.jpg'))));
    });
    server.route('/api/apply/editImage', (req, res) => {
      const { imageFileIds } = JSON.parse(req.body) as { imageFileIds: number[] };
      const images = imageFileIds.map((id) => entryImage(id));
      stored = calls.apply.getEntryInfo.response.parse({ ...stored, images, coverUrl: images[0]?.url ?? null });
      sendOk(res, stored);
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    await openPanel();
    // The PDF is not part of editImage, so the panel does not offer it.
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'Image 1, image 1 of 3',
      'Image 2, image 2 of 3',
      'Image 3, image 3 of 3',
    ]);

    await user.upload(fileInput(), new File([new Uint8Array(2048)], 'new.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading new.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save images' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Please wait until every upload has finished, then save.');
    expect(editImageBodies()).toEqual([]);

    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.();
    await waitFor(() => expect(screen.getByTestId('upload-announcer')).toHaveTextContent('new.jpg uploaded.'));
    // The reason to wait is gone with the upload.
    expect(screen.queryByText('Please wait until every upload has finished, then save.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make new.jpg the cover' }));
    await user.click(screen.getByRole('button', { name: 'Remove Image 3' }));
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      'new.jpg, image 1 of 3',
      'Image 2, image 2 of 3',
      'Image 3, image 3 of 3',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save images' }));

    await waitFor(() => expect(editImageBodies()).toEqual([{ apply_order_id: 41, imageFileIds: [601, 501, 503] }]));
    await waitFor(() => expect(shownToasts()).toContainEqual({ type: 'success', text: 'The new images were saved.' }));
    // The panel closes on the saved entry, and the focus is back on the button that opened it.
    expect(await screen.findByRole('img', { name: 'Fold chair, image 1 of 3' })).toHaveAttribute(
      'src',
      '/files/601/large?exp=1&sig=abc',
    );
    expect(screen.queryByRole('heading', { name: /Replace the images/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', REPLACE)).toHaveFocus());
  });

  it('keeps at least one image, and Cancel restores the entry without saving', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    await openPanel();
    for (const name of ['Remove Image 1', 'Remove Image 1', 'Remove Image 1']) {
      await user.click(screen.getByRole('button', { name }));
    }
    // The empty list speaks to a submitted entry, not of submitting.
    expect(within(panel()).getByText('Keep at least one image: the first one is the cover.', { selector: '.images-step__empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save images' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Keep at least one image: the first one is the cover.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('img', { name: 'Fold chair, image 1 of 3' })).toHaveAttribute(
      'src',
      '/files/501/large?exp=1&sig=abc',
    );
    await waitFor(() => expect(screen.getByRole('button', REPLACE)).toHaveFocus());
    expect(editImageBodies()).toEqual([]);
  });

  it('on a 409 once review has started: the panel stays open with the reason, and only Cancel is left', async () => {
    const reason = 'Review of this entry has started; its images can no longer be changed.';
    server.route('/api/apply/editImage', (_req, res) => {
      stored = submitted({ status: 'in_review', canEditImages: false });
      sendEnvelope(res, 409, reason);
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/preview?apply_order_id=41', { user: makeUser(0) });
    await openPanel();
    await user.click(screen.getByRole('button', { name: 'Make Image 3 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Save images' }));

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(reason);
    expect(editImageBodies()).toEqual([{ apply_order_id: 41, imageFileIds: [503, 501, 502] }]);
    await waitFor(() => expect(shownToasts()).toContainEqual({ type: 'error', text: reason }));
    // Still the panel, with the entrant's order; the entry is fetched again and now says no.
    expect(screen.getByRole('heading', { level: 1, name: /Replace the images/ })).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName('Image 1, image 1 of 3');
    expect(cards()[0]?.querySelector('img')).toHaveAttribute('src', '/files/503/thumb?exp=1&sig=abc');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save images' })).toBeDisabled());
    expect(screen.getByText('In review')).toBeInTheDocument();

    // Closing shows the entry as it is; the button is gone, so the focus goes to its status.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', REPLACE)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('In review').closest('p')).toHaveFocus());
  });
});
