import { calls, createEntry, editEntry, editEntryImages, getEntryInfo, listEntries, listHistoryEntries } from '@laurel/contract';
import { describe, expect, it } from 'vitest';
import { call, makeEntrant, onCompetitionApp, type Competition, snapshot } from '../../helpers/apply-fixtures.ts';
import { getCall } from '../../helpers/public-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

describe('numbers no row can have are refused as invalid, never a database error', () => {
  it('answers 422 for ids beyond a database integer and absurd pages', async () => {
    const me = await makeEntrant(t);
    const huge = 3_000_000_000;
    const before = await snapshot(t);
    const answers = await Promise.all([
      call(t, getEntryInfo, { token: me.token, query: { apply_order_id: huge } }),
      call(t, editEntry, { token: me.token, body: { apply_order_id: huge, title: 'x' } }),
      call(t, editEntryImages, { token: me.token, body: { apply_order_id: 1, imageFileIds: [huge] } }),
      call(t, createEntry, { token: me.token, body: { categoryId: huge } }),
      call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, pdfFileId: huge } }),
      call(t, listEntries, { token: me.token, query: { page: 1e20 } }),
      call(t, listHistoryEntries, { token: me.token, query: { page: 'x' } }),
    ]);
    for (const res of answers) expect(res.status).toBe(422);
    expect(answers[0]!.msg).toEqual({ apply_order_id: ['Invalid type'] });
    expect((await getCall(t, calls.public.getWinnerInfo, `?apply_order_id=${huge}`)).status).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });
});
