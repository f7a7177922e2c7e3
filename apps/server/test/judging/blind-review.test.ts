import {
  applyAutoAssignment,
  calls,
  previewAssignment,
  proposeSecondLevelAward,
  proposeSubJuryAward,
  type CallDef,
} from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files } from '../../src/db/schema.ts';
import { storeImage } from '../../src/services/files/store-image.ts';
import { call } from '../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * Blind review (docs/product.md#reviews): every answer a sub-judge or second-level judge can get
 * is read whole, and nothing that identifies an entrant is in it — not their name, e-mail,
 * company or country, not the credits, not the metadata of an image they uploaded.
 */

let t: TestApp;
let j: Jury;
let photoUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  // The first entrant's cover carries their name in its EXIF and GPS position.
  const owner = j.entrants[0]!;
  const data = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({ IFD0: { Artist: owner.name, Copyright: owner.name }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
  const img = await storeImage(t.ctx, { data, kind: 'entry', userId: owner.id });
  await t.ctx.db.update(files).set({ entryId: j.entries[0]!.id, sort: -1 }).where(eq(files.id, img.id));
  const plan = await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 3 } });
  await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 3, planId: plan.data.planId } });
  const tokens = [j.sub1, j.sub2, j.sub3];
  for (const e of j.entries) {
    for (const s of tokens) {
      await call(t, proposeSubJuryAward, { token: s.token, body: { apply_order_id: e.id, scores: scoresOf(7), awardLevelId: j.comp.levels.gold, comment: 'Fine work.', submit: true } });
    }
  }
  await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: j.entries[0]!.id, scores: scoresOf(8), awardLevelId: j.comp.levels.gold, submit: true } });
  const cover = (await t.ctx.db.select().from(entries).where(eq(entries.id, j.entries[0]!.id)))[0]!;
  expect(cover.secondLevelReached).toBe(true);
  photoUrl = '';
});
afterAll(() => t?.close());

/** Everything that names an entrant, as it is stored. */
const identities = () =>
  j.entrants.flatMap((e) => [e.name, e.email, e.email.split('@')[1]!, `Quillfeather`, `Vexmoor`, `Pemberly`]).concat(['Designed by']);

const reviewerCalls = [...Object.values(calls.subJudge), ...Object.values(calls.judge)].filter(
  (c) => c.method === 'GET' && !c.file && (c.auth === 'subJudge' || c.auth === 'secondJudge' || c.auth === 'jury'),
) as CallDef[];

describe('what reviewers are answered', () => {
  it('reads every reviewer GET call', () => {
    expect(reviewerCalls.map((c) => c.path).sort()).toEqual(
      [
        '/subJudge/subJuryAwardList',
        '/subjudges/subJuryAwardList',
        '/subjudges/secondLevelJudgeAwardList',
        '/subjudges/getSubJudges',
        '/subjudges/getInvitationCode',
        '/subjudges/getAgentCode',
        '/subjudges/getPhase',
        '/subjudges/reviewCriteria',
      ].sort(),
    );
  });

  it.each([
    ['sub-judge', () => j.sub2.token],
    ['second-level judge', () => j.second.token],
  ])('holds no entrant identity for a %s, in any answer', async (_who, token) => {
    const answers: string[] = [];
    for (const c of reviewerCalls) {
      const query = c.path.endsWith('getSubJudges') ? { apply_order_id: j.entries[0]!.id } : c.path.includes('Code') ? { code: 'NOPE' } : { pageSize: 100 };
      const res = await t.app.inject({ method: 'GET', url: `/api${c.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: { token: token() } });
      answers.push(res.body);
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api${token() === j.second.token ? proposeSecondLevelAward.path : proposeSubJuryAward.path}`,
      headers: { token: token() },
      payload: { apply_order_id: j.entries[0]!.id, scores: scoresOf(7), awardLevelId: null, submit: false },
    });
    answers.push(saved.body);
    const all = answers.join('\n');
    // The lists did answer: there is work in them to be blind about.
    expect(all).toContain(j.entries[0]!.title);
    for (const id of identities()) expect(all, id).not.toContain(id);
    // No field that would carry them either (an `email` there is a fellow reviewer's, on getSubJudges).
    expect(all).not.toMatch(/"(entrant|credits|company|country|userId|invitationCode)"/);
  });

  it('serves a reviewer the images re-encoded, without the metadata the entrant’s camera wrote', async () => {
    const list = await call(t, calls.subJudge.listSubJuryAwards, { token: j.sub2.token, query: { pageSize: 100 } });
    const entry = list.data.list.find((e: { id: number }) => e.id === j.entries[0]!.id);
    photoUrl = entry.images[0].url;
    const res = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from(j.entrants[0]!.name))).toBe(false);
  });
});
