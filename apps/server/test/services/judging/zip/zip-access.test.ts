import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewConflicts, users } from '../../../../src/db/schema.ts';
import { makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { assign, getZip, juror, juryEntry } from './zip-fixtures.ts';
import { readZip } from './zip-tools.ts';

/*
 * Who may download which entry as a zip (docs/product.md#zip-downloads): every jury member, each
 * within what their own lists show; anything else is the same 404 as an entry that does not exist.
 */

let t: TestApp;
let comp: Competition;
type Who = Awaited<ReturnType<typeof makeEntrant>>;
let judge: Who, sub: Who, second: Who, entrant: Who, admin: Who;
const e: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t, 'review');
  judge = await juror(t, 1);
  sub = await juror(t, 2);
  second = await juror(t, 3, { company: 'Lumen Works' });
  entrant = await makeEntrant(t);
  admin = await makeEntrant(t);
  await t.ctx.db.update(users).set({ staffRole: 'administrator' }).where(eq(users.id, admin.id));
  const owner = await makeEntrant(t);
  const colleague = await makeEntrant(t);
  await t.ctx.db.update(users).set({ company: 'Lumen Works' }).where(eq(users.id, colleague.id));
  // assigned to the sub-judge and at the second level
  e.shared = (await juryEntry(t, comp, owner.id, { secondLevelReached: true })).id;
  // assigned to the sub-judge, who declared a conflict on it
  e.declared = (await juryEntry(t, comp, owner.id, { secondLevelReached: true })).id;
  // reached the jury, nobody's worklist
  e.plain = (await juryEntry(t, comp, owner.id)).id;
  e.unpaid = (await juryEntry(t, comp, owner.id, { entryFeeStatus: 'unpaid' })).id;
  e.draft = (await juryEntry(t, comp, owner.id, { status: 'draft' })).id;
  // at the second level, by someone of the second-level judge's own company
  e.sameCompany = (await juryEntry(t, comp, colleague.id, { secondLevelReached: true })).id;
  // assigned to the sub-judge and at the second level, but of last season: off their worklists
  e.lastSeason = (await juryEntry(t, comp, owner.id, { seasonId: comp.seasons.past, secondLevelReached: true })).id;
  await assign(t, e.shared, sub.id);
  await assign(t, e.declared, sub.id);
  await assign(t, e.lastSeason, sub.id);
  await t.ctx.db.insert(reviewConflicts).values({ entryId: e.declared, reviewerId: sub.id, reason: 'My former student' });
});
afterAll(() => t?.close());

const single = (token: string | undefined, id: unknown) => getZip(t, token, { apply_order_id: id });
const batch = (token: string | undefined, ids: unknown) => getZip(t, token, { apply_order_ids: ids });

describe('who may download', () => {
  it('asks a visitor to log in, and refuses entrants and admins who are not on the jury', async () => {
    for (const call of [() => single(undefined, e.shared), () => batch(undefined, e.shared)]) expect((await call()).status).toBe(401);
    for (const who of [entrant, admin]) {
      expect((await single(who.token, e.shared)).status).toBe(403);
      expect((await batch(who.token, `${e.shared}`)).status).toBe(403);
    }
  });

  it('gives the judge any entry of their table, one whose fee is unpaid too, never a draft', async () => {
    for (const id of [e.shared, e.declared, e.plain, e.sameCompany, e.lastSeason, e.unpaid]) {
      const res = await single(judge.token, id);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="entry-${String(id).padStart(4, '0')}.zip"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(readZip(res.body).entries.some((f) => f.name.endsWith('/entry.txt'))).toBe(true);
    }
    for (const id of [e.draft, 999_999]) {
      const res = await single(judge.token, id);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 404, reason: 'entryNotDownloadable', msg: 'This entry does not exist or is not yours to download.' });
    }
  });

  it('gives a sub-judge only the entries assigned to them this season, never one they declared a conflict on', async () => {
    expect((await single(sub.token, e.shared)).status).toBe(200);
    for (const id of [e.declared, e.plain, e.sameCompany, e.unpaid, e.lastSeason, 999_999]) expect((await single(sub.token, id)).status).toBe(404);
    expect((await batch(sub.token, `${e.shared}`)).status).toBe(200);
    expect((await batch(sub.token, `${e.shared},${e.declared}`)).status).toBe(404);
  });

  it('gives a second-level judge only the second level, never an entry of their own company', async () => {
    expect((await single(second.token, e.shared)).status).toBe(200);
    expect((await single(second.token, e.declared)).status).toBe(200);
    for (const id of [e.plain, e.sameCompany, e.unpaid, e.lastSeason, 999_999]) expect((await single(second.token, id)).status).toBe(404);
  });

  it('refuses a whole batch with one id the caller may not have, naming none of them', async () => {
    const ok = await batch(judge.token, `${e.shared},${e.plain}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="entries-2.zip"');
    expect(new Set(readZip(ok.body).entries.map((f) => f.name.split('/')[0]))).toEqual(
      new Set([`${String(e.shared).padStart(4, '0')} Fold chair`, `${String(e.plain).padStart(4, '0')} Fold chair`, 'manifest.csv']),
    );
    // A forbidden id and a missing one answer alike: the caller learns nothing of which exist.
    const forbidden = await batch(sub.token, `${e.shared},${e.plain}`);
    const missing = await batch(sub.token, `${e.shared},999999`);
    for (const res of [forbidden, missing]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 404, reason: 'entriesNotDownloadable', msg: 'Some of these entries do not exist or are not yours to download.' });
      expect(JSON.stringify(res.json)).not.toMatch(new RegExp(`\\b(${e.shared}|${e.plain}|999999)\\b`));
    }
    expect(forbidden.json).toEqual(missing.json);
  });
});

describe('bad ids', () => {
  it('answers a 422 envelope on the field, never a zip or a 500', async () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    for (const ids of ['abc', '1,,2', ',1', '1,', '1,-2', '1.5', many, '1\u00002', '', ' ']) {
      const res = await batch(judge.token, ids);
      expect(res.status, JSON.stringify(ids)).toBe(422);
      expect(Object.keys(res.json!.msg as object)).toEqual(['apply_order_ids']);
    }
    for (const id of ['abc', '0', '-1', '1\u0000', '']) {
      const res = await single(judge.token, id);
      expect(res.status, JSON.stringify(id)).toBe(422);
      expect(Object.keys(res.json!.msg as object)).toEqual(['apply_order_id']);
    }
    // Two hundred distinct ids are allowed; a repeated one counts once.
    expect((await batch(judge.token, Array.from({ length: 200 }, (_, i) => 900_000 + i).join(','))).status).toBe(404);
    expect((await batch(judge.token, `${e.shared},${e.shared}`)).status).toBe(200);
  });
});
