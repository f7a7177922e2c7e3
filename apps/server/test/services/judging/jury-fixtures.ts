import { eq } from 'drizzle-orm';
import { seasons, users } from '../../../src/db/schema.ts';
import { insertEntry, makeEntrant, seedCompetition, uploadImage } from '../../helpers/apply-fixtures.ts';
import { files } from '../../../src/db/schema.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The demo's four criteria and weights (docs/product.md#reviews). */
export const CRITERIA = [
  { key: 'innovation', name: 'Innovation', nameZh: '创新', weight: 30 },
  { key: 'aesthetics', name: 'Aesthetics', nameZh: '美学', weight: 30 },
  { key: 'function', name: 'Function', nameZh: '功能', weight: 25 },
  { key: 'responsibility', name: 'Responsibility', nameZh: '责任', weight: 15 },
];

/** Scores for every criterion, all `n` unless given. */
export const scoresOf = (n: number, over: Record<string, number> = {}) => CRITERIA.map((c) => ({ key: c.key, score: over[c.key] ?? n }));

let seq = 0;
/** A user with the given identity and profile, with a session. */
export async function makeMember(t: TestApp, identity: 0 | 1 | 2 | 3, profile: { company?: string; country?: string; email?: string; name?: string; staffRole?: 'administrator' | null } = {}) {
  const m = await makeEntrant(t, { identity, name: profile.name });
  const email = profile.email ?? m.email;
  await t.ctx.db
    .update(users)
    .set({ company: profile.company ?? null, country: profile.country ?? null, email, staffRole: profile.staffRole ?? null })
    .where(eq(users.id, m.id));
  const [row] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, m.id));
  return { ...m, email, name: row!.name };
}

/**
 * A season in its first review round with the four criteria; entrants with distinctive identities
 * (to look for in blind answers) and paid entries with an image each; three sub-judges (one works
 * where an entrant works), a second-level judge, a judge and an admin without a jury role.
 */
export async function seedJury(t: TestApp) {
  const comp = await seedCompetition(t, 'review');
  await t.ctx.db.update(seasons).set({ reviewCriteria: CRITERIA }).where(eq(seasons.id, comp.seasons.current));
  const n = ++seq;
  const entrants = [
    await makeMember(t, 0, { name: `Zyxwa Quillfeather ${n}`, company: `Quillfeather Studio ${n}`, country: 'DE', email: `zyxwa${n}@quillfeather-studio.test` }),
    await makeMember(t, 0, { name: `Borlan Vexmoor ${n}`, company: `Vexmoor Works ${n}`, country: 'CN', email: `borlan${n}@vexmoor.test` }),
    await makeMember(t, 0, { name: `Cadria Pemberly ${n}`, company: null as unknown as string, country: 'FR', email: `cadria${n}@gmail.com` }),
  ];
  const sub1 = await makeMember(t, 2, { name: `Sub One ${n}`, country: 'DE', email: `sub1-${n}@jury.test` });
  const sub2 = await makeMember(t, 2, { name: `Sub Two ${n}`, country: 'CN', email: `sub2-${n}@panel.test` });
  // Works where the first entrant works: never their reviewer.
  const sub3 = await makeMember(t, 2, { name: `Sub Three ${n}`, company: `Quillfeather Studio ${n}`, email: `sub3-${n}@elsewhere.test` });
  const second = await makeMember(t, 3, { name: `Second ${n}`, email: `second-${n}@jury.test` });
  const judge = await makeMember(t, 1, { name: `Judge ${n}`, email: `judge-${n}@jury.test` });
  const admin = await makeMember(t, 0, { name: `Admin ${n}`, staffRole: 'administrator' });
  const entries = [];
  for (const [i, who] of [entrants[0]!, entrants[1]!, entrants[2]!, entrants[0]!, entrants[1]!, entrants[2]!].entries()) {
    const e = await insertEntry(t, {
      userId: who.id,
      seasonId: comp.seasons.current,
      categoryId: i % 2 ? comp.cats.lighting : comp.cats.furniture,
      status: 'submitted',
      entryFeeStatus: i === 5 ? 'waived' : 'paid',
      title: `Work ${n}-${i}`,
      description: `A piece of design number ${i}.`,
      credits: `Designed by ${who.name} at ${who.email}`,
      submittedAt: new Date(),
    });
    const img = await uploadImage(t, who.id);
    await t.ctx.db.update(files).set({ entryId: e.id, sort: 0 }).where(eq(files.id, img));
    entries.push(e);
  }
  // Not at the jury: unpaid, a draft, and one by a jury member.
  const unpaid = await insertEntry(t, { userId: entrants[1]!.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', entryFeeStatus: 'unpaid', title: `Unpaid ${n}` });
  const draft = await insertEntry(t, { userId: entrants[1]!.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'draft', entryFeeStatus: 'unpaid', title: `Draft ${n}` });
  const jurors = await insertEntry(t, { userId: sub1.id, seasonId: comp.seasons.current, categoryId: comp.cats.lighting, status: 'submitted', entryFeeStatus: 'paid', title: `Jurors own ${n}` });
  return { comp, entrants, sub1, sub2, sub3, second, judge, admin, entries, outside: { unpaid, draft, jurors } };
}
export type Jury = Awaited<ReturnType<typeof seedJury>>;
