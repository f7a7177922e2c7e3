import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, type CategoryNode, type FeeTier } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { setToken } from '../../../lib/session/token.ts';
import { categoryTree, registrationOpen, uploadLimits } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();

// Midnights of the test's own time zone: a price ending as 15 March begins is "until 14 March".
const earlyBirdEndsAt = new Date(2027, 2, 15).toISOString();
const lateStartsAt = new Date(2027, 4, 1).toISOString();

const tiers = (earlyBird: number, regular: number, late: number): FeeTier[] => [
  { tier: 'earlyBird', feeCents: earlyBird, startsAt: null, endsAt: earlyBirdEndsAt },
  { tier: 'regular', feeCents: regular, startsAt: earlyBirdEndsAt, endsAt: lateStartsAt },
  { tier: 'late', feeCents: late, startsAt: lateStartsAt, endsAt: null },
];

/** The entrants' tree with the season's three periods: Furniture cheaper early, Lighting without an early-bird price. */
const tieredTree = (): CategoryNode[] =>
  categoryTree().map((group) => ({
    ...group,
    children: group.children.map((category) => ({
      ...category,
      feeTiers:
        category.name === 'Lighting'
          ? tiers(category.entryFeeCents, category.entryFeeCents, category.entryFeeCents + 5_000)
          : tiers(category.entryFeeCents - 5_000, category.entryFeeCents, category.entryFeeCents + 5_000),
    })),
  }));

/** The server's clock, as the registration window tells it. */
const serverTime = (now: string) => answer(server, calls.apply.getRegistrationTime, { ...registrationOpen(), closesAt: '2027-06-30T00:00:00.000Z', now });

const option = async (name: string) => (await screen.findByRole('radio', { name: new RegExp(name) })).closest('label');

beforeEach(() => {
  setToken('tok-entrant');
  answer(server, calls.public.getCategories, tieredTree());
  answer(server, calls.apply.getUploadLimits, uploadLimits);
});

afterEach(() => {
  vi.useRealTimers();
  toast.destroy();
  setNavigator(null);
});

describe('/steps: the category step shows the price of today', { timeout: 30_000 }, () => {
  it('shows the early-bird price with the day it ends and the price after it', async () => {
    serverTime('2027-03-01T12:00:00.000Z');
    renderApp('/steps', { user: makeUser(0) });
    expect(await option('Furniture')).toHaveTextContent(
      'Furniture$300.00Early-bird price until 14 March 2027; then $350.00Chairs, tables, storage.',
    );
    // No early-bird price of its own: the regular price runs on until the late one.
    expect(await option('Lighting')).toHaveTextContent('Lighting$299.00This price until 30 April 2027; then $349.00Lamps and luminaires.');
    expect(await option('Branding')).toHaveTextContent('Branding$200.00Early-bird price until 14 March 2027; then $250.00');
  });

  it("follows the server's clock, not this device's, into the late price", async () => {
    // This device believes it is still early-bird time; the server says May.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 20));
    serverTime('2027-05-10T09:00:00.000Z');
    renderApp('/steps', { user: makeUser(0) });
    expect(await option('Furniture')).toHaveTextContent('Furniture$400.00Late price since 1 May 2027Chairs, tables, storage.');
    expect(await option('Lighting')).toHaveTextContent('Lighting$349.00Late price since 1 May 2027');
  });

  it('shows the regular price with the day the late price starts', async () => {
    serverTime('2027-04-02T09:00:00.000Z');
    renderApp('/steps', { user: makeUser(0) });
    expect(await option('Furniture')).toHaveTextContent('Furniture$350.00Regular price until 30 April 2027; then $400.00');
  });
});
