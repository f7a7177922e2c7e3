import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, DEFAULT_ENTRY_FORM, type EntryDetail, type EntryForm } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk, type TestRequest } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import {
  categoryTree,
  customField,
  entryDetail,
  entryForm,
  entryImage,
  registrationOpen,
  uploadLimits,
} from '../../../testing/entry-data.ts';
import { entryFeeQuote } from '../../../testing/payment-data.ts';
import { answer } from '../../../testing/public-data.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
let stored: EntryDetail;

/** The season's form in these tests: its own wording, no credits, no PDF, a video link required, two fields of its own. */
const form: EntryForm = entryForm(
  [
    customField('material', { label: 'Main material', maxLength: 60, help: 'Wood, metal, glass…' }),
    customField('stage', {
      type: 'choice',
      label: 'Stage',
      required: true,
      options: [
        { value: 'concept', label: 'Concept', labelZh: '' },
        { value: 'built', label: 'Built', labelZh: '' },
      ],
    }),
  ],
  {
    title: { ...DEFAULT_ENTRY_FORM.builtIn.title, label: 'Product name', maxLength: 80 },
    credits: { ...DEFAULT_ENTRY_FORM.builtIn.credits, enabled: false },
    pdf: { ...DEFAULT_ENTRY_FORM.builtIn.pdf, enabled: false },
    videoUrl: { ...DEFAULT_ENTRY_FORM.builtIn.videoUrl, required: true },
    images: { ...DEFAULT_ENTRY_FORM.builtIn.images, min: 2, max: 3 },
  },
);

const bodiesOf = (path: string) =>
  server.received.filter((r) => r.url.pathname === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** Keeps what a save sends (the texts, the custom values) and answers the entry. */
function save(req: TestRequest, res: ServerResponse) {
  const body = JSON.parse(req.body) as Record<string, unknown>;
  const custom = { ...stored.customFields };
  for (const [key, value] of Object.entries((body.customFields ?? {}) as Record<string, string | number | null>)) {
    if (value === null) delete custom[key];
    else custom[key] = value;
  }
  stored = calls.apply.getEntryInfo.response.parse({
    ...stored,
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
    ...(typeof body.videoUrl === 'string' ? { videoUrl: body.videoUrl } : {}),
    ...(typeof body.draftStep === 'number' ? { draftStep: body.draftStep } : {}),
    customFields: custom,
  });
  sendOk(res, stored);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  setToken('tok-entrant');
  stored = entryDetail(41, { draftStep: 1, title: 'Lamp', description: 'Light.', form, customFields: { material: 'Oak' } });
  answer(server, calls.public.getCategories, categoryTree());
  answer(server, calls.apply.getRegistrationTime, registrationOpen());
  answer(server, calls.apply.getUploadLimits, uploadLimits);
  server.route('/api/apply/edit', save);
  server.route('/api/apply/info', (_req, res) => sendOk(res, stored));
});

afterEach(() => toast.destroy());

describe('/steps follows the entry form', { timeout: 60_000 }, () => {
  it('asks for the fields the form asks for, worded its way, and saves the custom values with the draft', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();

    // The organiser's label and length; no credits; the video link required (no "optional").
    expect(screen.getByLabelText('Product name')).toHaveAttribute('maxlength', '80');
    expect(screen.queryByLabelText(/Credits/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Video link')).toBeInTheDocument();
    // The custom fields below, with their values.
    expect(screen.getByLabelText(/^Main material/)).toHaveValue('Oak');
    expect(screen.getByText('Wood, metal, glass…')).toBeInTheDocument();
    const stage = screen.getByRole('radiogroup', { name: 'Stage' });

    // Moving on asks for what the form requires: the video link and the stage.
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    const stageItem = stage.closest('.ant-form-item') as HTMLElement;
    expect(await within(stageItem).findByText('This field is required')).toBeInTheDocument();
    expect(bodiesOf('/api/apply/edit')).toEqual([]);

    await user.type(screen.getByLabelText('Video link'), 'https://video.example/lamp');
    await user.click(within(stage).getByLabelText('Built'));
    await user.clear(screen.getByLabelText(/^Main material/));
    await user.click(screen.getByRole('button', { name: /Next: Images/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add images' })).toBeInTheDocument();
    // Each of the form's keys is sent: the cleared one as null, so the server clears it too.
    const saved = bodiesOf('/api/apply/edit').find((b) => b.draftStep === 2);
    expect(saved?.customFields).toEqual({ material: null, stage: 'built' });

    // Images: the form's most (3, under the server's 20) and least; no PDF.
    expect(screen.getByText('Add at least 2 images before you submit.')).toBeInTheDocument();
    expect(screen.getByText(/up to 3 images/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Project PDF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose a PDF/ })).not.toBeInTheDocument();
  });

  it('puts a refused submission’s custom-field message beside that field', async () => {
    stored = { ...stored, draftStep: 3, videoUrl: 'https://video.example/lamp', images: [entryImage(501), entryImage(502)] };
    server.route('/api/apply/edit', (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown>;
      if (body.submit === true) sendEnvelope(res, 422, { 'customFields.stage': ['This field is required'] });
      else save(req, res);
    });
    answer(server, calls.apply.getEntryFee, entryFeeQuote(41));
    // The form here lets the stage be left empty; the server's (changed since) does not.
    stored = { ...stored, form: entryForm(form.custom.map((f) => ({ ...f, required: false })), form.builtIn) };
    const user = userEvent.setup({ delay: null });
    renderApp('/steps?apply_order_id=41', { user: makeUser(0) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and submit your entry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Submit entry/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Submit entry/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Describe your project' })).toBeInTheDocument();
    const stage = await screen.findByRole('combobox', { name: /^Stage/ });
    const item = stage.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(item).getByText('This field is required')).toBeInTheDocument());
    await waitFor(() => expect(stage).toHaveFocus());
  });
});
