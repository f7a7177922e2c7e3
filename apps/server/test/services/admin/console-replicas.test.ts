import { getAwardClassification, listSeasons, saveAwardLevel, setStaffRole } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLevels } from '../../../src/db/schema.ts';
import { call, makeEntrant, seedCompetition, type Competition } from '../../helpers/apply-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';
import { makeStaff } from './staff-fixtures.ts';

/*
 * A console change is live on every replica at once (issue 27, item 7): the public answers another
 * replica has cached are dropped through Redis, and a role given on one replica holds on the next
 * request to another. Needs TEST_REDIS_URL (or a local Redis), like the other replica tests.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let t: TwoReplicas;
let comp: Competition;
let admin: string;
beforeAll(async () => {
  t = await createTwoReplicas(redisUrl);
  comp = await seedCompetition(t);
  admin = (await makeStaff(t, 'administrator')).token;
});
afterAll(() => t?.close());

const onB = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.b.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const levelsOnB = async () => ((await onB(`/api${getAwardClassification.path}`)).body.data as { name: string }[]).map((l) => l.name);

describe('the console on two replicas', () => {
  it("shows an award level saved on one replica in the other's cached public list at once", async () => {
    // B answers the list and keeps it (the public cache, tagged `competition`) until a change drops it.
    const before = await levelsOnB();
    expect(before).toEqual(['Gold', 'Silver']);
    // A row written behind the replicas' back stays unseen on B: B answers from its cache.
    await t.ctx.db.insert(awardLevels).values({ seasonId: comp.seasons.current, name: 'Unannounced', rank: 9 });
    expect(await levelsOnB()).toEqual(before);
    const saved = await call(t, saveAwardLevel, {
      token: admin,
      body: { seasonId: comp.seasons.current, id: null, name: 'Bronze', nameZh: '', description: '', descriptionZh: '', rank: 3, metal: 'bronze', winnerPackageFeeCents: 0, trophyFeeCents: 0 },
    });
    expect(saved.status).toBe(200);
    expect(await levelsOnB()).toEqual(['Gold', 'Silver', 'Bronze', 'Unannounced']);
  });

  it('gives a role on one replica that the other honours on the next request', async () => {
    const person = await makeEntrant(t);
    expect((await onB(`/api${listSeasons.path}`, { token: person.token })).status).toBe(403);
    expect((await call(t, setStaffRole, { token: admin, body: { email: person.email, staffRole: 'viewer' } })).status).toBe(200);
    expect((await onB(`/api${listSeasons.path}`, { token: person.token })).status).toBe(200);
  });
});
