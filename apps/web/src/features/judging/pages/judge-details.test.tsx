import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type JudgeEntryDetail, type SubJudgeOnEntry } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { review, reviewCriteria as setup, reviewItem as entry } from '../../../testing/jury-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The judge's /juryreviewdetails against a real HTTP server answering contract-shaped data: the
// entry in full with every review (a reviewer's view of the same address is features/review's).

const server = setupPageTestServer();

afterEach(() => {
  toast.destroy();
  setNavigator(null);
});

describe('the judge’s review details', { timeout: 30_000 }, () => {
  it('shows the entrant and strikes out a review that does not count, with the reason', async () => {
    const detail: JudgeEntryDetail = {
      ...entry(31, 'Salt Lamp'),
      category: { id: 4, name: 'Lighting', groupName: 'Product design' },
      entryFeeStatus: 'paid',
      winnerPackageFeeStatus: 'unpaid',
      additionalTrophyFeeStatus: 'unpaid',
      status: 'in_review',
      draftStep: 3,
      award: null,
      isShow: false,
      entryFeeCents: 30000,
      winnerPackageFeeCents: null,
      trophyFeeCents: null,
      documents: {
        entryFeeInvoice: true,
        winnerPackageFeeInvoice: false,
        additionalTrophyFeeInvoice: false,
        certificate: false,
      },
      createdAt: '2027-02-01T10:00:00.000Z',
      updatedAt: '2027-03-01T10:00:00.000Z',
      entrant: {
        id: 9,
        name: 'Nordlicht Studio',
        email: 'hello@nordlicht.example',
        company: 'Nordlicht',
        country: 'DE',
      },
      subJudgeCount: 2,
      progress: 'complete',
      firstLevel: { count: 1, averageScore: 7.2, olderCriteria: 0, proposals: [{ awardLevelId: 2, count: 1 }] },
      normalisedScore: 7.1,
      secondLevelReached: true,
      secondLevel: { count: 0, averageScore: null, olderCriteria: 0, proposals: [] },
      goesPublicAt: null,
      credits: 'Design: Lea Brandt',
      hiddenFields: [],
      reviews: [
        {
          ...review({}),
          reviewer: { id: 3, name: 'Kenji Sato' },
          counts: true,
          conflict: null,
          conflictNote: null,
          olderCriteria: true,
        },
        {
          ...review({ total: 9.6, comment: 'Brilliant.' }),
          reviewer: { id: 5, name: 'Amara Okafor' },
          counts: false,
          conflict: 'declared',
          conflictNote: 'I taught the designer.',
          olderCriteria: false,
        },
      ],
    };
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.judge.getJudgeEntryDetail, detail);
    const panel: SubJudgeOnEntry[] = [
      {
        id: 3,
        name: 'Kenji Sato',
        email: 'k@jury.example',
        assigned: true,
        assignedAt: null,
        workload: 3,
        conflict: null,
        review: null,
      },
      {
        id: 5,
        name: 'Amara Okafor',
        email: 'a@jury.example',
        assigned: false,
        assignedAt: null,
        workload: 2,
        conflict: 'organisation',
        review: null,
      },
    ];
    answer(server, calls.judge.getEntrySubJudges, panel);
    renderApp('/juryreviewdetails?apply_order_id=31', { user: makeUser(1) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();
    expect(screen.getByText('hello@nordlicht.example')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'First-level reviews' });
    const amara = within(reviews)
      .getByRole('heading', { name: 'Amara Okafor' })
      .closest('li') as HTMLElement;
    expect(
      await within(amara).findByText(/^Does not count: the reviewer declared a conflict of interest\./),
    ).toBeInTheDocument();
    // The reason they gave, which only the judge reads.
    expect(within(amara).getByText('Their reason: “I taught the designer.”')).toBeInTheDocument();
    expect(amara.querySelector('del')).toHaveTextContent('9.60');
    const kenji = within(reviews)
      .getByRole('heading', { name: 'Kenji Sato' })
      .closest('li') as HTMLElement;
    expect(kenji.querySelector('del')).toBeNull();
    // Scored before the season's criteria changed: said on the review, explained in its tooltip.
    const older = within(kenji).getByText('Scored under earlier criteria');
    expect(within(amara).queryByText('Scored under earlier criteria')).toBeNull();
    await userEvent.hover(older);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "The season's criteria or weights changed after this review was saved.",
    );
    expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('7.10');
  });
});
