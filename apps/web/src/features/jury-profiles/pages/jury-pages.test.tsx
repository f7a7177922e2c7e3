import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls } from '@laurel/contract';
import { renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer, juryMember } from '../../../testing/public-data.ts';

const server = setupPageTestServer();

beforeEach(() => {
  answer(server, calls.public.getJury, [juryMember(1), juryMember(2), juryMember(3, { name: 'Kenya Hara' })]);
});

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

describe('jury pages', { timeout: 20_000 }, () => {
  it('lists the jury, each linking to a profile', async () => {
    renderApp('/jury');
    const link = await screen.findByRole('link', { name: /Kenya Hara/ });
    expect(link).toHaveAttribute('href', '/jurymember?id=3');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // A portrait where there is one; a neutral placeholder where there is none.
    expect(document.querySelector('img[src="/files/901/thumb"]')).not.toBeNull();
    expect(document.querySelectorAll('.stored-image--empty')).toHaveLength(1);
  });

  it('shows one profile by its id', async () => {
    renderApp('/jurymember?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kenya Hara' })).toBeInTheDocument();
    expect(screen.getByText('Design director, Company 3')).toBeInTheDocument();
    expect(screen.getByText('Japan', { selector: '.jury-member__country' })).toBeInTheDocument();
    expect(screen.getByText('Biography of judge 3.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kenya Hara' })).toHaveAttribute('src', '/files/903/medium');
    expect(screen.getByRole('heading', { level: 2, name: 'Also on the jury' })).toBeInTheDocument();
  });

  it('says when the jury could not be loaded, and loads it again on request', async () => {
    server.route('/api/index/jury', (_req, res) => sendEnvelope(res, 500, 'Server error'));
    renderApp('/jurymember?id=3');
    const failed = await screen.findByText('This text could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'All jury members' })).toBeInTheDocument();
    const block = failed.closest<HTMLElement>('[role="alert"]');
    expect(block).not.toBeNull();

    answer(server, calls.public.getJury, [juryMember(3, { name: 'Kenya Hara' })]);
    await userEvent.click(within(block as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kenya Hara' })).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id', async () => {
    renderApp('/jurymember?id=42');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this jury member" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jury members' })).toHaveAttribute('href', '/jury');
  });
});
