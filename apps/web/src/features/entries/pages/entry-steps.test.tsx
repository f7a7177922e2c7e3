import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, formMessages, type EntryDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk, type TestRequest } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import {
  categoryTree,
  entryDetail,
  entryImage,
  registrationOpen,
  uploaded,
  uploadLimits,
} from '../../../testing/entry-data.ts';
import { entryFeeQuote } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { shownToasts, toastsSettled } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
/** The entry as the test server keeps it: every save merges the body into it. */
let stored: EntryDetail;

/** Applies a create/edit body the way the server does (contract fields only) and answers the entry. */
function save(req: TestRequest, res: ServerResponse) {
  const body = JSON.parse(req.body) as Record<string, unknown>;
  const images = (body.imageFileIds as number[] | undefined)?.map((id) => entryImage(id));
  stored = calls.apply.getEntryInfo.response.parse({
    ...stored,
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    ...(typeof body.credits === 'string' ? { credits: body.credits } : {}),
    ...(typeof body.draftStep === 'number' ? { draftStep: body.draftStep } : {}),
    ...(images ? { images, coverUrl: images[0]?.url ?? null } : {}),
  });
  sendOk(res, stored);
}

/** Where the wizard scrolled to: jsdom lays nothing out, so the call itself is what is checked. */
let scrolledTo: Element[] = [];

beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
  setToken('tok-entrant');
  stored = entryDetail(41);
  answer(server, calls.public.getCategories, categoryTree());
  answer(server, calls.apply.getRegistrationTime, registrationOpen());
  answer(server, calls.apply.getUploadLimits, uploadLimits);
  server.route('/api/apply/entry', save);
  server.route('/api/apply/edit', save);
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

const bodiesOf = (path: string) =>
  server.received.filter((r) => r.url.pathname === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

const image = (name: string, type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('.images-step__drop input[type=file]');
  if (!input) throw new Error('no image file input');
  return input;
};

describe('/steps: a new entry from category to review', { timeout: 60_000 }, () => {
  it('category: shows the tree with fees, needs a choice, then creates the draft', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/steps', { user: makeUser(0) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a category' })).toBeInTheDocument();
    const furniture = screen.getByRole('radio', { name: /Furniture/ });
    expect(furniture.closest('label')).toHaveTextContent('Furniture$350.00Chairs, tables, storage.');
    expect(screen.getByRole('heading', { level: 3, name: 'Communication' })).toBeInTheDocument();

    // Going on without a choice says so, in view and with the focus on the choice, and saves nothing.
    await user.click(screen.getByRole('button', { name: /Next: Details/ }));
    const error = await screen.findByText('Choose a category to continue.');
    await waitFor(() => expect(scrolledTo).toContain(error));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(bodiesOf('/api/apply/entry')).toHaveLength(0);
    expect(screen.getByTestId('draft-status')).toHaveTextContent('Your draft is saved as soon as you go to the next step.');

    await user.click(furniture);
    await user.click(screen.getByRole('button', { name: /Next: Details/ }));
    const detailsHeading = await screen.findByRole('heading', { level: 2, name: 'Describe your project' });
    await waitFor(() => expect(detailsHeading).toHaveFocus());
    expect(bodiesOf('/api/apply/entry')).toEqual([
      expect.objectContaining({ categoryId: 2, draftStep: 1, imageFileIds: [], pdfFileId: null }),
    ]);
    // The address now names the draft (the route's loader runs again before it changes).
    await waitFor(() => expect(app.location()).toBe('/steps?apply_order_id=41'));
    expect(screen.getByTestId('draft-status')).toHaveTextContent(/^Draft saved \d\d:\d\d$/);
    expect(screen.getByTestId('draft-status')).toHaveAttribute('aria-live', 'polite');
  });

  it('details: the generic messages, then saves the texts with the next step', async () => {
    stored = entryDetail(41, { draftStep: 1, title: '' });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    await waitFor(() => expect(screen.getAllByText(formMessages.required())).toHaveLength(3));
    expect(bodiesOf('/api/apply/edit')).toHaveLength(0);
    // The first field to correct is brought into view and focused, not left above the screen.
    await waitFor(() => expect(screen.getByLabelText('Project title')).toHaveFocus());

    await user.type(screen.getByLabelText('Project title'), 'Fold chair');
    await user.type(screen.getByLabelText('Description'), 'Plywood.');
    await user.type(screen.getByLabelText('Credits'), 'Studio Mira');
    await user.type(screen.getByLabelText(/Video link/), 'not a link');
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    expect(await screen.findByText(formMessages.pattern())).toBeInTheDocument();
    // The call's own URL check, not a pattern of the form's: no white space, and still no link.
    await user.clear(screen.getByLabelText(/Video link/));
    await waitFor(() => expect(screen.queryByText(formMessages.pattern())).not.toBeInTheDocument());
    await user.click(screen.getByLabelText(/Video link/));
    await user.paste('https://[oops');
    expect(await screen.findByText(formMessages.pattern())).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Video link/));
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    // One save moved on (any before it were the draft saving itself as it was typed).
    expect(bodiesOf('/api/apply/edit').filter((b) => b.draftStep === 2)).toHaveLength(1);
    expect(bodiesOf('/api/apply/edit').at(-1)).toMatchObject({
      apply_order_id: 41,
      categoryId: 2,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      videoUrl: null,
      draftStep: 2,
    });
  });

  it('images: each upload with its own progress and pixel size; every refusal in one list, out of the grid; retry only where it can work; cover and reorder', async () => {
    stored = entryDetail(41, { draftStep: 2, title: 'Fold chair', description: 'Plywood.', credits: 'Studio Mira' });
    // Each upload is held until the test releases it, so its progress bar can be seen.
    const held: { name: string; release: () => void }[] = [];
    let busyOnce = true;
    let nextId = 500;
    server.route('/api/apply/upload', (req, res) => {
      const name = /filename="([^"]+)"/.exec(req.body)?.[1] ?? '';
      held.push({
        name,
        release: () => {
          if (name === 'detail.png') {
            sendEnvelope(res, 422, { file: ['The file is not a JPEG, PNG or WebP image.'] });
            return;
          }
          if (name === 'side.jpg' && busyOnce) {
            busyOnce = false;
            sendEnvelope(res, 503, 'The server is restarting.');
            return;
          }
          nextId += 1;
          sendOk(res, calls.apply.uploadFile.response.parse(uploaded(nextId, name)));
        },
      });
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    expect(await screen.findByText(/up to 10 images of at most 20 MB each/)).toBeInTheDocument();

    // A wrong type is refused before any upload; the others upload one request each.
    await user.upload(fileInput(), [image('cover.jpg'), image('notes.gif', 'image/gif'), image('detail.png', 'image/png')]);
    expect(await screen.findByText('notes.gif: this file type is not accepted here.', { selector: 'li > span' })).toBeInTheDocument();
    expect(screen.getByTestId('upload-announcer')).toHaveTextContent('notes.gif: this file type is not accepted here.');
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map((h) => h.name)).toEqual(['cover.jpg', 'detail.png']);
    const progress = screen.getByRole('progressbar', { name: 'Uploading cover.jpg' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(screen.getByRole('progressbar', { name: 'Uploading detail.png' })).toBeInTheDocument();
    // Going on while files upload is refused, with the reason in view and focused.
    await user.click(screen.getByRole('button', { name: /Next: Review/ }));
    const wait = await screen.findByText('Please wait until every upload has finished.');
    await waitFor(() => expect(wait).toHaveFocus());
    expect(scrolledTo).toContain(wait);

    const uploads = server.received.filter((r) => r.url.pathname === '/api/apply/upload');
    expect(uploads[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.headers.token).toBe('tok-entrant');
    const body = uploads[0]?.body ?? '';
    expect(body).toMatch(/name="kind"\r\n\r\nimage\r\n/);
    expect(body.indexOf('name="kind"')).toBeLessThan(body.indexOf('name="file"'));

    held[0]?.release();
    await waitFor(() => expect(screen.getByTestId('upload-announcer')).toHaveTextContent('cover.jpg uploaded.'));
    expect(screen.queryByRole('progressbar', { name: 'Uploading cover.jpg' })).not.toBeInTheDocument();

    // Stored: the card gives the pixel size and weight.
    const cards = () => within(screen.getByRole('list', { name: 'Your images' })).getAllByRole('listitem');
    expect(cards()[0]).toHaveTextContent('1600 × 1200 px · 1 KB');

    // The server refuses the second by its content: it leaves the grid and the count for the list
    // of files not added, in the same words as a refusal here, and with no Retry (it would fail again).
    held[1]?.release();
    const refusal = await screen.findByText('detail.png could not be uploaded: The file is not a JPEG, PNG or WebP image.', { selector: 'li > span' });
    expect(screen.getByText('notes.gif: this file type is not accepted here.', { selector: 'li > span' })).toBeInTheDocument();
    expect(refusal.closest('ul')).toBe(screen.getByText('notes.gif: this file type is not accepted here.', { selector: 'li > span' }).closest('ul'));
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('1 of 10')).toBeInTheDocument();
    expect(screen.getByTestId('upload-announcer')).toHaveTextContent(
      'detail.png could not be uploaded: The file is not a JPEG, PNG or WebP image.',
    );

    // A new choice starts a new list; a failure the server may not repeat (503) offers a Retry that
    // works, and is said in the words of the error catalogue (docs/product.md#errors).
    await user.upload(fileInput(), [image('side.jpg')]);
    await waitFor(() => expect(held).toHaveLength(3));
    expect(screen.queryByText(/detail\.png could not be uploaded/, { selector: 'li > span' })).not.toBeInTheDocument();
    held[2]?.release();
    expect(
      await screen.findByText('side.jpg could not be uploaded: Something went wrong on our side. Please try again.', {
        selector: 'li > span',
      }),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(held).toHaveLength(4));
    expect(screen.queryByText(/side\.jpg could not be uploaded/, { selector: 'li > span' })).not.toBeInTheDocument();
    held[3]?.release();
    await waitFor(() => expect(screen.getByTestId('upload-announcer')).toHaveTextContent('side.jpg uploaded.'));
    expect(screen.getByText('2 of 10')).toBeInTheDocument();

    // The first image is the cover; the buttons reorder.
    expect(cards()[0]).toHaveAccessibleName('cover.jpg, image 1 of 2');
    expect(within(cards()[0] as HTMLElement).getByText('Cover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make side.jpg the cover' }));
    expect(cards()[0]).toHaveAccessibleName('side.jpg, image 1 of 2');
    expect(screen.getByTestId('upload-announcer')).toHaveTextContent('Moved to position 1 of 2.');
    await waitFor(() => expect(cards()[0]).toHaveFocus());

    // And so does the keyboard: Alt + arrow on the focused card.
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(cards()[0]).toHaveAccessibleName('cover.jpg, image 1 of 2');
    await waitFor(() => expect(cards()[1]).toHaveFocus());

    // And so does the pointer: side.jpg dragged onto the first card becomes the cover.
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(cards()[1] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(cards()[0] as HTMLElement, { dataTransfer });
    expect(cards()[0]).toHaveClass('upload-card--over');
    fireEvent.drop(cards()[0] as HTMLElement, { dataTransfer });
    expect(cards()[0]).toHaveAccessibleName('side.jpg, image 1 of 2');
    expect(within(cards()[0] as HTMLElement).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByTestId('upload-announcer')).toHaveTextContent('Moved to position 1 of 2.');

    await user.click(screen.getByRole('button', { name: /Next: Review/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    expect(bodiesOf('/api/apply/edit').at(-1)).toMatchObject({ imageFileIds: [502, 501], draftStep: 3 });
  });

  it('images: the optional PDF uploads with kind=pdf, another type is refused, and it is saved', async () => {
    stored = entryDetail(41, { draftStep: 2, images: [entryImage(501)] });
    server.route('/api/apply/upload', (req, res) =>
      sendOk(res, calls.apply.uploadFile.response.parse(uploaded(600, 'specs.pdf', 'pdf'))),
    );
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText(/A single PDF of at most 30 MB/)).toBeInTheDocument();
    // rc-upload renders a fresh input after each choice, so it is looked up each time.
    const input = () => {
      const found = document.querySelector<HTMLInputElement>('.images-step__pdf input[type=file]');
      if (!found) throw new Error('no PDF input');
      return found;
    };

    await user.upload(input(), image('drawing.png', 'image/png'));
    expect(await screen.findByText('drawing.png: this file type is not accepted here.', { selector: 'li > span' })).toBeInTheDocument();

    await user.upload(input(), new File(['%PDF-1.7'], 'specs.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'specs.pdf' })).toHaveAttribute('href', '/files/600/original?exp=1&sig=abc');
    const upload = server.received.find((r) => r.url.pathname === '/api/apply/upload');
    expect(upload?.body).toMatch(/name="kind"\r\n\r\npdf\r\n/);

    await user.click(screen.getByRole('button', { name: /Next: Review/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    expect(bodiesOf('/api/apply/edit').at(-1)).toMatchObject({ imageFileIds: [501], pdfFileId: 600, draftStep: 3 });
  });

  it('review: everything entered, a way back to each part and on to the preview', async () => {
    stored = entryDetail(41, {
      draftStep: 3,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      images: [entryImage(501)],
    });
    answer(server, calls.apply.getEntryFee, entryFeeQuote(41, { categoryFeeCents: 35_000, amountCents: 35_000 }));
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fold chair' })).toBeInTheDocument();
    expect(screen.getByText('Product · Furniture')).toBeInTheDocument();
    // The fee the server quotes for the saved draft (one-price cases: entry-one-price.test.tsx).
    expect(await screen.findByText('Entry fee $350.00')).toBeInTheDocument();
    expect(screen.getByText('Studio Mira')).toBeInTheDocument();
    expect(screen.getByText('Everything needed is here. Submit your entry when you are ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See it as the jury will/ })).toHaveAttribute('href', '/preview?apply_order_id=41');

    await user.click(screen.getByRole('button', { name: 'Edit the texts' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();
    expect(bodiesOf('/api/apply/edit').at(-1)).toMatchObject({ draftStep: 1 });
  });

  it('review & submit: one dialog with the fee and what happens next, then the entry number and the way to pay', async () => {
    stored = entryDetail(41, {
      draftStep: 3,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      images: [entryImage(501, 'front.jpg')],
    });
    answer(server, calls.apply.getEntryFee, entryFeeQuote(41, { categoryFeeCents: 35_000, discountPercent: 20, discountCents: 7_000, amountCents: 28_000 }));
    server.route('/api/apply/edit', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      if (body.submit !== true) {
        save(req, res);
        return;
      }
      stored = { ...stored, status: 'submitted', canEdit: false, entryFeeCents: 28_000, submittedAt: '2027-03-01T10:00:00.000Z' };
      sendOk(res, stored);
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Entry steps' })).toHaveTextContent('Review & submit');

    // Submit asks once, with the fee the server quotes (the code's discount included) and what follows.
    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit “Fold chair”?' });
    expect(await within(dialog).findByText('Entry fee: $280.00')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The category and texts are locked');
    expect(dialog).toHaveTextContent('You pay the entry fee next. The entry goes to the jury once it is paid.');
    expect(bodiesOf('/api/apply/edit').some((b) => b.submit === true)).toBe(false);

    // "Keep editing" submits nothing; confirming does, once.
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf('/api/apply/edit').some((b) => b.submit === true)).toBe(false);
    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const again = await screen.findByRole('dialog', { name: 'Submit “Fold chair”?' });
    await user.click(within(again).getByRole('button', { name: /Submit entry/ }));

    // The confirmation names the entry and its one next action.
    const done = await screen.findByRole('heading', { level: 2, name: 'Entry submitted' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(bodiesOf('/api/apply/edit').filter((b) => b.submit === true)).toEqual([{ apply_order_id: 41, submit: true }]);
    const facts = document.querySelector('.entry-submitted__facts');
    expect(facts).toHaveTextContent('Entry number41');
    expect(facts).toHaveTextContent('Project titleFold chair');
    expect(screen.getByText(/One step left: pay the entry fee of \$280\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pay the entry fee/ })).toHaveAttribute('href', '/preview?apply_order_id=41#pay');
    expect(screen.getByRole('link', { name: 'Go to my entries' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('This entry has been submitted')).not.toBeInTheDocument();
  });

  it('review: a missing part is shown in view on Submit; a small cover warns instead of "everything needed is here"', async () => {
    stored = entryDetail(41, {
      draftStep: 3,
      title: 'Fold chair',
      description: 'Plywood.',
      credits: '',
      images: [entryImage(501, 'thumb.png', { width: 120, height: 80 }), entryImage(502, 'side.jpg')],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    expect(screen.getByText('You can submit, but check the images first')).toBeInTheDocument();
    expect(
      await screen.findByText('The cover is only 120 × 80 px. The jury sees it large: use an image at least 1200 px on its long edge.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Everything needed is here/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const missing = screen.getByText('Before you can submit, add:').closest('[data-error]');
    await waitFor(() => expect(missing).toHaveFocus());
    expect(scrolledTo).toContain(missing);
    expect(missing).toHaveTextContent('the credits');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.received.some((r) => r.url.pathname === '/api/apply/edit')).toBe(false);
  });

  it('refuses an oversized image early with the server limit, and puts an invitation code 422 on its field', async () => {
    server.route('/api/apply/edit', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      if (body.invitationCode === 'NOPE') {
        sendEnvelope(res, 422, { invitationCode: ['This invitation code is not valid.'] });
        return;
      }
      save(req, res);
    });
    stored = entryDetail(41, { draftStep: 1, title: 'Lamp', description: 'Light.', credits: 'Me' });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project title')).toHaveValue('Lamp');

    await user.type(screen.getByLabelText(/Invitation code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    expect(await screen.findByText('This invitation code is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Invitation code/));
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    await screen.findByText(/at most 20 MB each/);

    await user.upload(fileInput(), [image('huge.jpg', 'image/jpeg', uploadLimits.imageMaxBytes + 1)]);
    expect(await screen.findByText('huge.jpg is larger than 20 MB.', { selector: 'li > span' })).toBeInTheDocument();
    expect(server.received.some((r) => r.url.pathname === '/api/apply/upload')).toBe(false);
  });
});

describe('/steps: a refused save', { timeout: 30_000 }, () => {
  it('says a 422 once, under its field, focused: no toast repeats it', async () => {
    server.route('/api/apply/edit', (_req, res) => sendEnvelope(res, 422, { title: ['This title is already used by another of your entries.'] }));
    stored = entryDetail(41, { draftStep: 1, title: 'Lamp', description: 'Light.', credits: 'Me' });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    await waitFor(() => {
      expect(
        screen.getByText('This title is already used by another of your entries.', { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Project title')).toHaveAttribute('aria-invalid', 'true');
    });
    await waitFor(() => expect(screen.getByLabelText('Project title')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();
    expect(await toastsSettled()).toEqual([]);
  });

  it('toasts a 422 about something no step shows, once, and stays on the step', async () => {
    server.route('/api/apply/edit', (_req, res) => sendEnvelope(res, 422, { apply_order_id: ['This entry can no longer be edited.'] }));
    stored = entryDetail(41, { draftStep: 1, title: 'Lamp', description: 'Light.', credits: 'Me' });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    // The toast is on screen once the answer is in and the toast host has loaded.
    expect(await screen.findByText(/This entry can no longer be edited\./)).toBeInTheDocument();
    const toasts = await toastsSettled();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'error', text: expect.stringContaining('This entry can no longer be edited.') as unknown });
    expect(screen.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();
  });
});

describe('/steps: resuming a draft', { timeout: 30_000 }, () => {
  it('opens at the saved step with the saved data, and saves what changed on leaving', async () => {
    stored = entryDetail(41, {
      title: 'Fold chair',
      description: 'Plywood.',
      credits: 'Studio Mira',
      draftStep: 2,
      images: [entryImage(501), entryImage(502)],
    });
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // Leaving with an unsaved change (an image removed) sends it as the page goes away.
    await user.click(screen.getByRole('button', { name: 'Remove Image 2' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await app.router.navigate('/faq');
    await waitFor(() => expect(bodiesOf('/api/apply/edit')).toHaveLength(1));
    expect(bodiesOf('/api/apply/edit')[0]).toMatchObject({ apply_order_id: 41, imageFileIds: [501], draftStep: 2 });
    const leave = server.received.find((r) => r.url.pathname === '/api/apply/edit');
    expect(leave?.headers.token).toBe('tok-entrant');
  });

  it('saves when the tab is hidden, and not again when nothing changed', async () => {
    stored = entryDetail(41, { draftStep: 1, title: 'Lamp' });
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    await user.type(await screen.findByLabelText('Project title'), ' two');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await waitFor(() => expect(bodiesOf('/api/apply/edit')).toHaveLength(1));
    expect(bodiesOf('/api/apply/edit')[0]).toMatchObject({ title: 'Lamp two', draftStep: 1 });
    window.dispatchEvent(new Event('pagehide'));
    await app.router.navigate('/faq');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodiesOf('/api/apply/edit')).toHaveLength(1);
  });

  it('keeps the names the images were uploaded as, and warns on the card of a small one', async () => {
    stored = entryDetail(41, {
      draftStep: 2,
      images: [entryImage(501, 'chair-front.jpg', { width: 120, height: 80 }), entryImage(502, '')],
    });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    const [small, unnamed] = within(screen.getByRole('list', { name: 'Your images' })).getAllByRole('listitem');
    expect(small).toHaveAccessibleName('chair-front.jpg, image 1 of 2');
    expect(small).toHaveTextContent('120 × 80 px');
    // The warning waits for the server's limit (1200 px here).
    expect(await within(small as HTMLElement).findByText(/Under 1200 px on its long edge/)).toBeInTheDocument();
    expect(small).toHaveAccessibleDescription(/Under 1200 px on its long edge: it may look soft to the jury\./);
    // A file stored before names were kept is "Image 2"; a large one has no warning.
    expect(unnamed).toHaveAccessibleName('Image 2, image 2 of 2');
    expect(unnamed).toHaveTextContent('1600 × 1200 px');
    expect(unnamed).not.toHaveTextContent(/Under/);
  });

  it('saves a change by itself a moment later and says when; a refused autosave is quiet until the next step', async () => {
    stored = entryDetail(41, { draftStep: 1, title: 'Lamp' });
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    await user.type(await screen.findByLabelText('Project title'), ' two');
    await waitFor(() => expect(bodiesOf('/api/apply/edit')).toHaveLength(1), { timeout: 5000 });
    expect(bodiesOf('/api/apply/edit')[0]).toMatchObject({ title: 'Lamp two', draftStep: 1 });
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent(/^Draft saved \d\d:\d\d$/));

    server.route('/api/apply/edit', (_req, res) => sendEnvelope(res, 422, { videoUrl: ['Enter a link starting with https://.'] }));
    await user.type(screen.getByLabelText(/Video link/), 'https://x.example/v');
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent('Some changes are not saved yet.'), { timeout: 5000 });
    expect(shownToasts()).toEqual([]);
  });

  it('shows a submitted entry as locked, with the way to view it', async () => {
    stored = entryDetail(41, { status: 'submitted', canEdit: false });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByText('This entry has been submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the entry' })).toHaveAttribute('href', '/preview?apply_order_id=41');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('/steps: registration closed', { timeout: 20_000 }, () => {
  it('says so clearly and shows no form', async () => {
    answer(server, calls.apply.getRegistrationTime, registrationOpen(false));
    renderApp('/steps', { user: makeUser(0) });
    expect(await screen.findByText('Registration is closed')).toBeInTheDocument();
    expect(screen.getByText(/Registration closed on 31 May 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });
});
