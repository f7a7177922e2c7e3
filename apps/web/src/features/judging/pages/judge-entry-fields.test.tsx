import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { judgeEntryDetail, reviewCriteria as setup } from '../../../testing/jury-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The entry form's own fields on the judge's /juryreviewdetails (docs/product.md#entry-form).
const server = setupPageTestServer();

afterEach(() => toast.destroy());

describe('the judge’s review details: the entry form’s fields', { timeout: 30_000 }, () => {
  it('shows the fields the jury reads with the work, and apart, marked, those kept from the jury', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.judge.getEntrySubJudges, []);
    answer(
      server,
      calls.judge.getJudgeEntryDetail,
      judgeEntryDetail(31, 'Salt Lamp', {
        fields: [{ key: 'material', label: 'Main material', labelZh: '主要材料', value: 'Salt', valueZh: 'Salt' }],
        hiddenFields: [{ key: 'client', label: 'Client', labelZh: '客户', value: 'Hotel Nord', valueZh: 'Hotel Nord' }],
      }),
    );
    renderApp('/juryreviewdetails?apply_order_id=31', { user: makeUser(1) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();

    const shown = screen.getByText('Main material', { selector: 'dt' });
    expect(shown.nextElementSibling).toHaveTextContent('Salt');
    const apart = screen.getByRole('region', { name: 'Not shown to the jury' });
    expect(within(apart).getByText('Client', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Hotel Nord');
    expect(within(apart).queryByText('Main material')).not.toBeInTheDocument();
    expect(screen.getAllByText('Hotel Nord')).toHaveLength(1);
  });
});
