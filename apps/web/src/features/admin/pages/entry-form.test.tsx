import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, DEFAULT_ENTRY_FORM, type CustomField, type SaveEntryFormRequest } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { adminCategory, adminEntryForm, adminSeason } from '../../../testing/admin-data.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The entry form builder against a real HTTP server answering contract-shaped data.

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const saved = () =>
  server.received
    .filter((r) => r.method === 'POST' && r.url.pathname === path(calls.admin.saveEntryForm))
    .map((r) => JSON.parse(r.body) as SaveEntryFormRequest);

const field = (key: string, label: string, overrides: Partial<CustomField> = {}): CustomField => ({
  key,
  type: 'shortText',
  label,
  labelZh: '',
  help: '',
  helpZh: '',
  required: false,
  maxLength: 200,
  options: [],
  min: null,
  max: null,
  showToJury: false,
  ...overrides,
});

beforeEach(() => {
  answer(server, calls.admin.listSeasons, [adminSeason(1, { isCurrent: true })]);
  answer(server, calls.admin.listAdminCategories, [
    adminCategory(1, { name: 'Product' }),
    adminCategory(2, { name: 'Furniture', parentId: 1 }),
    adminCategory(3, { name: 'Lighting', parentId: 1 }),
  ]);
  // The category's form as the server answers it: its own, or the season's it follows.
  server.route(path(calls.admin.getAdminEntryForm), (req, res) => {
    const categoryId = req.url.searchParams.get('categoryId');
    sendOk(res, adminEntryForm({ categoryId: categoryId ? Number(categoryId) : null, submittedEntries: 3 }));
  });
  server.route(path(calls.admin.saveEntryForm), (req, res) => {
    const body = JSON.parse(req.body) as SaveEntryFormRequest;
    sendOk(res, adminEntryForm({ categoryId: body.categoryId, form: body.form ?? DEFAULT_ENTRY_FORM, ownForm: body.form !== null }));
  });
});

afterEach(() => setNavigator(null));

describe('the entry form builder', { timeout: 30_000 }, () => {
  it('adds a field of the organiser’s own, keyed from its English label, hidden from the jury unless switched on', async () => {
    renderApp('/admin/entry-form', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entry form' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Add a field/ }));
    const row = screen.getByRole('group', { name: 'Field 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Label (English)' }), 'Studio website');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Label (Chinese)' }), '工作室网站');
    expect(within(row).getByRole('textbox', { name: 'Key' })).toHaveValue('studio_website');
    const jury = within(row).getByRole('switch', { name: 'Shown to the jury' });
    expect(jury).not.toBeChecked();
    expect(within(row).getByText(/Judging is blind/)).toBeInTheDocument();

    expect(screen.getByText(/3 submitted entries keep the form they were submitted with/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toEqual({
      seasonId: 1,
      categoryId: null,
      form: {
        builtIn: DEFAULT_ENTRY_FORM.builtIn,
        custom: [field('studio_website', 'Studio website', { labelZh: '工作室网站' })],
      },
    });
    expect(await screen.findByText('The form is saved.')).toBeInTheDocument();
  });

  it('keeps a typed key, offers a choice’s options and reorders fields by their buttons', async () => {
    renderApp('/admin/entry-form', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /Add a field/ }));
    await userEvent.click(screen.getByRole('button', { name: /Add a field/ }));
    const first = screen.getByRole('group', { name: 'Field 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Key' }), 'Team Size!');
    expect(within(first).getByRole('textbox', { name: 'Key' })).toHaveValue('teamsize');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Label (English)' }), 'Team');
    expect(within(first).getByRole('textbox', { name: 'Key' })).toHaveValue('teamsize');

    const second = screen.getByRole('group', { name: 'Field 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Label (English)' }), 'Stage');
    await userEvent.click(within(second).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByTitle('Choice'));
    const options = within(screen.getByRole('group', { name: 'Field 2: Stage' })).getByRole('group', { name: 'Options' });
    await userEvent.type(within(options).getByRole('textbox', { name: 'Option 1 (English)' }), 'Built work');
    expect(within(options).getByRole('textbox', { name: 'Option 1 stored as' })).toHaveValue('built_work');

    await userEvent.click(screen.getByRole('button', { name: /Move field 2 up/ }));
    expect(screen.getByRole('group', { name: 'Field 1: Stage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.form!.custom).toEqual([
      field('stage', 'Stage', { type: 'choice', maxLength: null, options: [{ value: 'built_work', label: 'Built work', labelZh: '' }] }),
      field('teamsize', 'Team'),
    ]);
  });

  it('previews the form as the entrant sees it, in either language', async () => {
    renderApp('/admin/entry-form', { user: admin });
    const preview = await screen.findByRole('region', { name: 'Preview: as the entrant sees it' });
    expect(within(preview).getByRole('textbox', { name: 'Project title' })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: 'Credits' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: 'Credits' })).getByRole('switch', { name: 'Asked' }));
    expect(within(preview).queryByRole('textbox', { name: 'Credits' })).toBeNull();
    await userEvent.type(within(screen.getByRole('group', { name: 'Title' })).getByRole('textbox', { name: 'Label (English)' }), 'Name of the work');
    expect(within(preview).getByRole('textbox', { name: 'Name of the work' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add a field/ }));
    const row = screen.getByRole('group', { name: 'Field 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Label (English)' }), 'Studio website');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Label (Chinese)' }), '工作室网站');
    expect(within(preview).getByRole('textbox', { name: 'Studio website' })).toBeInTheDocument();
    await userEvent.click(within(preview).getByText('中文'));
    expect(await within(preview).findByRole('textbox', { name: '工作室网站' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the form', async () => {
    server.route(path(calls.admin.saveEntryForm), (_req, res) => sendEnvelope(res, 422, 'Each custom field needs a key of its own.'));
    renderApp('/admin/entry-form', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Save the form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each custom field needs a key of its own.');
    expect(saved()).toEqual([{ seasonId: 1, categoryId: null, form: DEFAULT_ENTRY_FORM }]);
  });

  it('gives a category a form of its own, or sends it back to the season’s', async () => {
    const app = renderApp('/admin/entry-form?season=1', { user: admin });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Form of' }));
    await userEvent.click(await screen.findByTitle('Lighting'));
    expect(await screen.findByText("Follows the season's form")).toBeInTheDocument();
    expect(app.location()).toBe('/admin/entry-form?season=1&category=3');
    expect(screen.queryByRole('button', { name: /Add a field/ })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Give it a form of its own' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Credits' })).getByRole('switch', { name: 'Asked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ seasonId: 1, categoryId: 3, form: { builtIn: { credits: { enabled: false } } } });
    expect(await screen.findByText('Has its own form')).toBeInTheDocument();

    const useSeason = screen.getByRole('radio', { name: "Use the season's form" });
    await waitFor(() => expect(useSeason).toBeEnabled());
    await userEvent.click(useSeason);
    await userEvent.click(screen.getByRole('button', { name: 'Save the form' }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]).toEqual({ seasonId: 1, categoryId: 3, form: null });
  });

  it('lets a viewer read the form without changing it', async () => {
    renderApp('/admin/entry-form', { user: makeUser(0, { staffRole: 'viewer' }) });
    expect(await screen.findByText('Your role can read the form but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the form' })).toBeNull();
    expect(screen.getByRole('button', { name: /Add a field/ })).toBeDisabled();
    for (const box of screen.getAllByRole('textbox', { name: 'Label (English)' })) expect(box).toBeDisabled();
  });
});
