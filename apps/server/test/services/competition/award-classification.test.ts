import { getApplyAwardClassification } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEntrant, seedCompetition } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCompetition(t);
});
afterAll(() => t.close());

describe('awardClassification', () => {
  it('lists the award levels with their fees, highest first, in the reader’s language', async () => {
    const me = await makeEntrant(t);
    const res = await call(t, getApplyAwardClassification, { token: me.token, language: 'zh-CN' });
    expect(res.data.map((l: { name: string; rank: number; winnerPackageFeeCents: number; trophyFeeCents: number }) => [l.name, l.rank, l.winnerPackageFeeCents, l.trophyFeeCents])).toEqual([
      ['金奖', 1, 119_900, 34_900],
      ['Silver', 2, 89_900, 29_900],
    ]);
    expect((await call(t, getApplyAwardClassification)).status).toBe(401);
  });
});
