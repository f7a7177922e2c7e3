import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls, type AdminMediaReport } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

const server = setupPageTestServer();

const report = (id: number, over: Partial<AdminMediaReport> = {}): AdminMediaReport => ({
  id,
  title: `Report ${id}`,
  titleZh: '',
  outlet: 'Design Weekly',
  url: 'https://example.com/a',
  imageUrl: null,
  summary: '',
  summaryZh: '',
  publishedAt: '2026-05-01',
  isPublished: true,
  ...over,
});

describe('the media reports page', { timeout: 30_000 }, () => {
  it('on a phone lists each report as a card, both titles first, its actions in reach of a content editor', async () => {
    answer(server, calls.admin.listAdminMediaReports, [
      report(1, { title: 'Laurel names its winners', titleZh: '桂冠奖公布获奖名单' }),
      report(2, { title: 'A hidden one', isPublished: false }),
    ]);
    // jsdom matches no media query: the page is as narrow as a phone.
    renderApp('/admin/content/media', { user: makeUser(0, { staffRole: 'content' }) });
    const cards = await screen.findByRole('list', { name: 'Media reports' });
    const first = within(cards).getByText('Laurel names its winners').closest('li')!;
    expect(within(first).getByText('桂冠奖公布获奖名单')).toHaveAttribute('lang', 'zh-CN');
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit Laurel names its winners' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Laurel names its winners' })).toBeInTheDocument();
    const second = within(cards).getByText('A hidden one').closest('li')!;
    expect(within(second).getByText('No Chinese')).toBeInTheDocument();
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a viewer no edit or delete', async () => {
    answer(server, calls.admin.listAdminMediaReports, [report(3)]);
    renderApp('/admin/content/media', { user: makeUser(0, { staffRole: 'viewer' }) });
    const cards = await screen.findByRole('list', { name: 'Media reports' });
    expect(within(cards).getByText('Report 3')).toBeInTheDocument();
    expect(within(cards).queryByRole('button')).not.toBeInTheDocument();
  });
});
