import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX, calls, type AdminContentBlock, type AdminContentSlot, type ContentSlotLanguage, type ContentSlotSummary } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setNavigator } from '../../../lib/request/index.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();
const admin = makeUser(0, { staffRole: 'administrator' });
const viewer = makeUser(0, { staffRole: 'viewer' });
const path = (call: { path: string }) => `${API_PREFIX}${call.path}`;
const posted = (call: { path: string }) =>
  server.received.filter((r) => r.method === 'POST' && r.url.pathname === path(call)).map((r) => JSON.parse(r.body) as unknown);

const block = (id: number, language: 'en' | 'zh-CN', over: Partial<AdminContentBlock> = {}): AdminContentBlock => ({
  id,
  language,
  sort: 1,
  isPublished: true,
  live: language === 'en' ? { title: 'About Laurel', body: '<p>An independent award.</p>', imageUrl: null, linkUrl: null } : { title: '关于 Laurel', body: '<p>一个独立的设计奖项。</p>', imageUrl: null, linkUrl: null },
  draft: null,
  startsAt: null,
  endsAt: null,
  publishedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'Ada Lovelace',
  ...over,
});
const about = (over: Partial<AdminContentSlot> = {}): AdminContentSlot => ({
  slot: 'about:about',
  kind: 'about',
  position: 'about',
  group: 'pages',
  en: [block(11, 'en')],
  'zh-CN': [block(12, 'zh-CN', { isPublished: false, live: { title: '', body: '', imageUrl: null, linkUrl: null }, publishedAt: null, draft: { title: '关于 Laurel', body: '<p>一个独立的设计奖项。</p>', imageUrl: null, linkUrl: null } })],
  ...over,
});
const lang = (state: ContentSlotLanguage['state']): ContentSlotLanguage => ({ state, blocks: state === 'empty' ? 0 : 1, published: state === 'published' ? 1 : 0, drafts: state === 'draft' ? 1 : 0, showingNow: 0, nextChangeAt: null, updatedAt: null });
const summary = (slot: string, kind: string, group: string, en: ContentSlotLanguage['state'], zh: ContentSlotLanguage['state']) =>
  ({ slot, kind, position: slot.split(':')[1], group, en: lang(en), 'zh-CN': lang(zh) }) as ContentSlotSummary;

beforeEach(() => {
  answer(server, calls.admin.listContentSlots, [
    summary('banner:home', 'banner', 'banners', 'published', 'draft'),
    summary('about:about', 'about', 'pages', 'published', 'draft'),
    summary('faq:faq', 'faq', 'faq', 'empty', 'empty'),
    summary('rules:entry', 'rules', 'rules', 'published', 'published'),
  ]);
  answer(server, calls.admin.getContentSlot, about());
  answer(server, calls.admin.saveContentDraft, about({ en: [block(11, 'en', { draft: { title: 'About the award', body: '<p>An independent award.</p>', imageUrl: null, linkUrl: null } })] }));
  answer(server, calls.admin.publishContent, about({ 'zh-CN': [block(12, 'zh-CN')] }));
});

afterEach(() => setNavigator(null));

describe('the content pages', { timeout: 30_000 }, () => {
  it('lists the slots by group with their state in each language', async () => {
    renderApp('/admin/content', { user: admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Banners' })).toBeInTheDocument();
    for (const name of ['Pages', 'FAQ', 'Rules', 'Media reports']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const aboutLink = within(screen.getByRole('region', { name: 'Pages' })).getByRole('link', { name: 'About' });
    expect(aboutLink).toHaveAttribute('href', '/admin/content/edit?slot=about%3Aabout');
    const row = aboutLink.closest('li')!;
    expect(row).toHaveTextContent('English: published');
    expect(row).toHaveTextContent('Chinese: draft pending (1)');
    expect(screen.getByRole('link', { name: 'Questions and answers' }).closest('li')).toHaveTextContent('English: empty');
  });

  it('shows English and Chinese side by side, each with its state and a rich-text editor', async () => {
    renderApp('/admin/content/edit?slot=about:about', { user: admin });
    const en = await screen.findByRole('region', { name: 'English' });
    const zh = screen.getByRole('region', { name: 'Chinese' });
    expect(within(en).getByRole('textbox', { name: 'Title' })).toHaveValue('About Laurel');
    expect(within(zh).getByRole('textbox', { name: 'Title' })).toHaveValue('关于 Laurel');
    expect(within(en).getByTestId('block-en-11-state')).toHaveTextContent('Published');
    expect(within(zh).getByTestId('block-zh-CN-12-state')).toHaveTextContent('Not on the site');
    // The rich-text editor (Tiptap), not a textarea of HTML: its text is the block's, formatted.
    // Tiptap is a chunk of its own, loaded when the first editor shows: slow on a busy machine.
    const editor = await within(en).findByRole('textbox', { name: 'Text (English, 1)' }, { timeout: 10_000 });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveTextContent('An independent award.');
    expect(within(en).getByRole('toolbar', { name: 'Formatting: Text (English, 1)' })).toBeInTheDocument();
    expect(within(en).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    // antd's autosize keeps one hidden textarea of its own in the body once any was measured.
    expect(document.querySelector('textarea:not([aria-hidden="true"])')).toBeNull();
    // About holds one text: no second block is offered.
    expect(within(en).queryByRole('button', { name: 'Add a block' })).toBeNull();
  });

  it('saves a draft of one language and publishes the other', async () => {
    renderApp('/admin/content/edit?slot=about:about', { user: admin });
    const en = await screen.findByRole('region', { name: 'English' });
    const title = within(en).getByRole('textbox', { name: 'Title' });
    expect(within(en).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'About the award');
    expect(within(en).getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(within(en).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted(calls.admin.saveContentDraft)).toHaveLength(1));
    expect(posted(calls.admin.saveContentDraft)[0]).toEqual({
      slot: 'about:about',
      language: 'en',
      id: 11,
      title: 'About the award',
      body: '<p>An independent award.</p>',
      imageUrl: null,
      linkUrl: null,
      startsAt: null,
      endsAt: null,
    });
    expect(await within(screen.getByRole('region', { name: 'English' })).findByText('Published, draft pending')).toBeInTheDocument();
    expect(posted(calls.admin.publishContent)).toEqual([]);

    const zh = screen.getByRole('region', { name: 'Chinese' });
    await userEvent.click(within(zh).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted(calls.admin.publishContent)).toEqual([{ id: 12 }]));
    expect(await within(screen.getByRole('region', { name: 'Chinese' })).findByTestId('block-zh-CN-12-state')).toHaveTextContent('Published');
  });

  it('previews a language in the public page layout', async () => {
    renderApp('/admin/content/edit?slot=about:about', { user: admin });
    const zh = await screen.findByRole('region', { name: 'Chinese' });
    await userEvent.click(within(zh).getByRole('button', { name: /Preview Chinese/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2, name: '关于 Laurel' })).toBeInTheDocument();
    expect(dialog.querySelector('.content-page .content-block .rich-text')).toHaveTextContent('一个独立的设计奖项。');
  });

  it('lets a viewer read a slot without changing it', async () => {
    renderApp('/admin/content/edit?slot=about:about', { user: viewer });
    const en = await screen.findByRole('region', { name: 'English' });
    expect(within(en).getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(within(en).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('uploads a banner image and schedules the banner in the browser time zone', async () => {
    const banners: AdminContentSlot = { slot: 'banner:home', kind: 'banner', position: 'home', group: 'banners', en: [block(21, 'en', { live: { title: 'Entries are open', body: 'Until March', imageUrl: null, linkUrl: '/steps' } })], 'zh-CN': [] };
    answer(server, calls.admin.getContentSlot, banners);
    answer(server, calls.admin.saveContentDraft, banners);
    answer(server, calls.admin.uploadContentImage, { fileId: 5, url: '/files/5/large', width: 1600, height: 700 });
    renderApp('/admin/content/edit?slot=banner:home', { user: admin });
    const en = await screen.findByRole('region', { name: 'English' });
    expect(within(en).getByRole('textbox', { name: 'Line under the title (plain text)' })).toHaveValue('Until March');
    expect(within(en).getByRole('group', { name: /^Schedule, in your time zone/ })).toBeInTheDocument();
    const picker = en.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'hero.png', { type: 'image/png' }));
    await waitFor(() => expect(within(en).getByRole('textbox', { name: 'Image address' })).toHaveValue('/files/5/large'));
    const upload = server.received.find((r) => r.url.pathname === path(calls.admin.uploadContentImage))!;
    expect(upload.body).toMatch(/name="use"\r\n\r\nbanner/);
    await userEvent.click(within(en).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted(calls.admin.saveContentDraft)).toHaveLength(1));
    expect(posted(calls.admin.saveContentDraft)[0]).toMatchObject({ slot: 'banner:home', language: 'en', id: 21, imageUrl: '/files/5/large', linkUrl: '/steps', startsAt: null, endsAt: null });
  });
});
