import { generateInvitationCodes, getAdminCriteria, listAgentCodes, listInvitationCodes, saveAgentCode, saveCriteria, saveInvitationCode } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitationCodes, reviews, seasons, users } from '../../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { makeStaff } from '../../admin/staff-fixtures.ts';

/* Criteria (docs/product.md#criteria) and codes (docs/product.md#codes) in the console. */

let t: TestApp;
let comp: Competition;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  admin = (await makeStaff(t, 'administrator')).token;
});
afterAll(() => t?.close());

const criterion = (key: string, weight: number) => ({ key, name: key, nameZh: '', description: '', descriptionZh: '', weight });

describe('criteria', () => {
  it('refuses weights that do not sum to 100, or a repeated key, and changes nothing', async () => {
    const [before] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current));
    const off = await call(t, saveCriteria, { token: admin, body: { seasonId: comp.seasons.current, criteria: [criterion('idea', 60), criterion('craft', 30)], scoreMax: 10, confirmChange: null } });
    expect(off.status).toBe(422);
    expect(off.msg.criteria[0]).toContain('90');
    const twice = await call(t, saveCriteria, { token: admin, body: { seasonId: comp.seasons.current, criteria: [criterion('idea', 50), criterion('idea', 50)], scoreMax: 10, confirmChange: null } });
    expect(twice.body.reason).toBe('criteriaKeysRepeat');
    const [after] = await t.ctx.db.select().from(seasons).where(eq(seasons.id, comp.seasons.current));
    expect(after).toEqual(before);
  });

  it('changes freely before reviews, then only confirmed, bumping the version, audited', async () => {
    const first = await call(t, saveCriteria, { token: admin, body: { seasonId: comp.seasons.current, criteria: [criterion('idea', 60), criterion('craft', 40)], scoreMax: 10, confirmChange: null } });
    expect(first.data).toMatchObject({ version: 1, locked: false, submittedReviews: 0 });

    const entrant = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: entrant.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'in_review', entryFeeStatus: 'paid' });
    const reviewer = await makeEntrant(t, { identity: 2 });
    await t.ctx.db.insert(reviews).values({ entryId: entry.id, reviewerId: reviewer.id, level: 'first', status: 'submitted', scores: { idea: 8, craft: 6 }, total: 720, awardChosen: true, submittedAt: new Date() });

    const read = await call(t, getAdminCriteria, { token: admin, query: { seasonId: comp.seasons.current } });
    expect(read.data).toMatchObject({ locked: true, submittedReviews: 1, version: 1 });
    const body = { seasonId: comp.seasons.current, criteria: [criterion('idea', 50), criterion('craft', 50)], scoreMax: 10 };
    const unconfirmed = await call(t, saveCriteria, { token: admin, body: { ...body, confirmChange: null } });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.reason).toBe('criteriaInUse');
    const stale = await call(t, saveCriteria, { token: admin, body: { ...body, confirmChange: 7 } });
    expect(stale.status).toBe(409);
    const narrower = await call(t, saveCriteria, { token: admin, body: { ...body, scoreMax: 5, confirmChange: 1 } });
    expect(narrower.body.reason).toBe('scaleInUse');
    const confirmed = await call(t, saveCriteria, { token: admin, body: { ...body, confirmChange: 1 } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ version: 2, locked: true });
    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'criteria.changeAfterReviews'), eq(auditLog.subjectId, String(comp.seasons.current))));
    expect(audit!.before).toMatchObject({ version: 1, criteria: [{ key: 'idea', weight: 60 }, { key: 'craft', weight: 40 }] });
    expect(audit!.after).toMatchObject({ version: 2, submittedReviews: 1 });
    // The review keeps its scores and total.
    const [review] = await t.ctx.db.select().from(reviews).where(eq(reviews.entryId, entry.id));
    expect(review).toMatchObject({ total: 720, scores: { idea: 8, craft: 6 } });
  });
});

describe('invitation codes', () => {
  const terms = { seasonId: 0, description: 'Partners', kind: 'percent' as const, discountPercent: 25, discountCents: 0, maxUses: 50, maxUsesPerEntrant: 1, categoryIds: [] as number[], expiresAt: null, isActive: true };

  it('makes a code upper-case, one per season, and refuses a second of the same text', async () => {
    const res = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.current, id: null, code: 'partner-25' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ code: 'PARTNER-25', kind: 'percent', discountPercent: 25, usedCount: 0 });
    const again = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.current, id: null, code: 'Partner-25' } });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('codeTaken');
    // The same text is free in another season.
    const other = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.past, id: null, code: 'PARTNER-25' } });
    expect(other.status).toBe(200);
  });

  it('stores a waiver as 100 % and a fixed amount without a percentage; refuses a kind without its discount', async () => {
    const waiver = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.current, id: null, code: 'FREE', kind: 'waiver', discountPercent: 0 } });
    expect(waiver.data).toMatchObject({ kind: 'waiver', discountPercent: 100, discountCents: 0 });
    const fixed = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.current, id: null, code: 'FIFTY', kind: 'fixed', discountCents: 5_000 } });
    expect(fixed.data).toMatchObject({ kind: 'fixed', discountPercent: 0, discountCents: 5_000 });
    const bare = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.current, id: null, code: 'NOTHING', kind: 'fixed', discountCents: 0 } });
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.msg)).toEqual(['discountCents']);
  });

  it('refuses categories of another season', async () => {
    const res = await call(t, saveInvitationCode, { token: admin, body: { ...terms, seasonId: comp.seasons.past, id: null, code: 'WRONGCATS', categoryIds: [comp.cats.lighting] } });
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe('codeCategoryInvalid');
  });

  it('generates distinct single-use codes with the prefix and the same terms', async () => {
    const res = await call(t, generateInvitationCodes, { token: admin, body: { ...terms, seasonId: comp.seasons.current, count: 200, prefix: 'uni', maxUses: null, maxUsesPerEntrant: null, categoryIds: [comp.cats.furniture] } });
    expect(res.status).toBe(200);
    const codes = res.data.codes as string[];
    expect(new Set(codes).size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^UNI-[A-HJKMNP-Z2-9]{8}$/);
    const rows = await t.ctx.db.select().from(invitationCodes).where(eq(invitationCodes.seasonId, comp.seasons.current));
    const made = rows.filter((r) => r.code.startsWith('UNI-'));
    expect(made).toHaveLength(200);
    expect(made.every((r) => r.maxUses === 1 && r.maxUsesPerEntrant === 1 && r.discountPercent === 25 && r.categoryIds[0] === comp.cats.furniture)).toBe(true);
    const list = await call(t, listInvitationCodes, { token: admin, query: { seasonId: comp.seasons.current } });
    expect(list.data.length).toBe(rows.length);
  });
});

describe('agent codes', () => {
  it('counts the accounts each brought and their submitted entries', async () => {
    const made = await call(t, saveAgentCode, { token: admin, body: { id: null, code: 'studio-x', agentName: 'Studio X', isActive: true } });
    expect(made.data).toMatchObject({ code: 'STUDIO-X', referrals: 0, referredEntries: 0 });
    const a = await makeEntrant(t);
    const b = await makeEntrant(t);
    await t.ctx.db.update(users).set({ agentCode: 'studio-x' }).where(eq(users.id, a.id));
    await t.ctx.db.update(users).set({ agentCode: 'STUDIO-X' }).where(eq(users.id, b.id));
    await insertEntry(t, { userId: a.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'submitted' });
    await insertEntry(t, { userId: b.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'draft' });
    const list = await call(t, listAgentCodes, { token: admin });
    expect(list.data.find((c: { code: string }) => c.code === 'STUDIO-X')).toMatchObject({ referrals: 2, referredEntries: 1 });
    const clash = await call(t, saveAgentCode, { token: admin, body: { id: null, code: 'Studio-X', agentName: 'Copy', isActive: true } });
    expect(clash.status).toBe(409);
  });
});
