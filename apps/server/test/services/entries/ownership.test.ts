import { editEntry, editEntryImages, editWinningInfo, getEntryInfo, listEntries, listHistoryAwards } from '@laurel/contract';
import { describe, expect, it } from 'vitest';
import { call, insertEntry, makeEntrant, onCompetitionApp, type Competition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

describe('an entrant sees and changes only their own entries', () => {
  it('answers 404 on every apply call for another entrant’s apply_order_id, and changes nothing', async () => {
    const owner = await makeEntrant(t);
    const intruder = await makeEntrant(t);
    const draft = await insertEntry(t, { userId: owner.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, title: 'Mine' });
    const submitted = await insertEntry(t, { userId: owner.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted' });
    const awarded = await insertEntry(t, { userId: owner.id, seasonId: comp.seasons.past, categoryId: comp.cats.furniture, status: 'awarded', awardLevelId: comp.levels.gold });
    const img = await uploadImage(t, intruder.id);
    const before = await snapshot(t);

    const attempts = [
      call(t, getEntryInfo, { token: intruder.token, query: { apply_order_id: draft.id } }),
      call(t, editEntry, { token: intruder.token, body: { apply_order_id: draft.id, title: 'Taken' } }),
      call(t, editEntry, { token: intruder.token, body: { apply_order_id: draft.id, submit: true } }),
      call(t, editEntryImages, { token: intruder.token, body: { apply_order_id: submitted.id, imageFileIds: [img] } }),
      call(t, editWinningInfo, { token: intruder.token, body: { apply_order_id: awarded.id, credits: 'Not me' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.msg).toBe('This entry does not exist or is not yours.');
    }
    expect(await snapshot(t)).toEqual(before);
    // The same answer as for an id that does not exist, so ids cannot be probed.
    const missing = await call(t, getEntryInfo, { token: intruder.token, query: { apply_order_id: 999_999 } });
    expect(missing.status).toBe(404);
    expect(missing.msg).toBe('This entry does not exist or is not yours.');
  });

  it('lists only the caller’s entries', async () => {
    const a = await makeEntrant(t);
    const b = await makeEntrant(t);
    await insertEntry(t, { userId: a.id, seasonId: comp.seasons.current, title: 'A1' });
    await insertEntry(t, { userId: b.id, seasonId: comp.seasons.current, title: 'B1' });
    await insertEntry(t, { userId: b.id, seasonId: comp.seasons.past, status: 'awarded', awardLevelId: comp.levels.gold, title: 'B old' });
    const mine = await call(t, listEntries, { token: a.token });
    expect(mine.data.list.map((e: { title: string }) => e.title)).toEqual(['A1']);
    expect(mine.data.total).toBe(1);
    expect((await call(t, listHistoryAwards, { token: a.token })).data.total).toBe(0);
  });

  it('needs a login for every apply call', async () => {
    for (const def of [getEntryInfo, listEntries]) {
      expect((await call(t, def, { query: { apply_order_id: 1 } })).status).toBe(401);
    }
  });
});
