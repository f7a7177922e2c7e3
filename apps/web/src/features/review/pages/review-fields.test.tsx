import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls } from '@laurel/contract';
import { makeUser, renderApp } from '../../../app/test-app.tsx';
import { toast } from '../../../lib/feedback.ts';
import { reviewCriteria as setup, reviewItem as entry } from '../../../testing/jury-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { answer } from '../../../testing/public-data.ts';

// The entry form's own fields as a reviewer reads them (docs/product.md#entry-form): only those the
// organiser shows to the jury reach the page (`BlindEntry.fields`).
const server = setupPageTestServer();

afterEach(() => toast.destroy());

describe('the reviewer’s entry: the entry form’s fields', { timeout: 30_000 }, () => {
  it('lists them by label under the description', async () => {
    answer(server, calls.subJudge.getReviewCriteria, setup);
    answer(server, calls.subJudge.listSubjudgesSubJuryAwards, {
      list: [
        {
          ...entry(31, 'Salt Lamp'),
          fields: [
            { key: 'material', label: 'Main material', labelZh: '主要材料', value: 'Salt', valueZh: 'Salt' },
            { key: 'stage', label: 'Stage', labelZh: '阶段', value: 'Built', valueZh: '已建成' },
          ],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderApp('/subjuryreview', { user: makeUser(2) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt Lamp' })).toBeInTheDocument();

    const description = screen.getByText('Salt Lamp, described.');
    const material = screen.getByText('Main material', { selector: 'dt' });
    expect(material.nextElementSibling).toHaveTextContent('Salt');
    expect(screen.getByText('Stage', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Built');
    // Under the description, in the entry's text.
    expect(description.compareDocumentPosition(material) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(material.closest('.review-entry')).not.toBeNull();
  });
});
