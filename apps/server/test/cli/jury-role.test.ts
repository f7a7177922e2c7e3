import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContext, createContext } from '../../src/app/create-context.ts';
import { setJuryRole, parseJuryRoleArgs, type JuryRoleInput } from '../../src/cli/set-jury-role.ts';
import { loadConfig } from '../../src/core/config.ts';
import { auditLog, categories, juryCategories, seasons, users } from '../../src/db/schema.ts';
import { makeEntrant, seedCompetition, type Competition } from '../helpers/apply-fixtures.ts';
import { runTs } from '../helpers/processes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/* `npm run jury:role` (README "Scripts"): who is on the jury until the admin console exists. */

let t: TestApp;
let comp: Competition;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
});
afterAll(() => t.close());

function valid(args: string[]): JuryRoleInput {
  const parsed = parseJuryRoleArgs(args);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.input;
}
const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { token } });
const coveredBy = async (userId: number) =>
  (await t.ctx.db.select().from(juryCategories).where(eq(juryCategories.reviewerId, userId)).orderBy(asc(juryCategories.categoryId))).map((c) => c.categoryId);
const auditOf = (userId: number) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, String(userId))).orderBy(asc(auditLog.id));

describe('jury:role arguments', () => {
  it('normalises the address as sign-up does and keeps each category once', () => {
    expect(valid(['  Kim@Example.COM ', '2', '--categories', '5, 3,5'])).toEqual({ email: 'kim@example.com', identity: 2, categoryIds: [5, 3] });
    expect(valid(['kim@example.com', '3'])).toEqual({ email: 'kim@example.com', identity: 3, categoryIds: null });
  });

  it('lists every bad argument at once, naming it', () => {
    expect(parseJuryRoleArgs(['not-an-address', '4'])).toEqual({
      ok: false,
      problems: ['<email>: Invalid format', '<identity>: must be 0 (entrant), 1 (judge), 2 (sub-judge) or 3 (second-level judge)'],
    });
    expect(parseJuryRoleArgs(['kim@example.com'])).toEqual({ ok: false, problems: ['expected an e-mail address and an identity, got 1 argument'] });
    expect(parseJuryRoleArgs(['kim@example.com', '2', '--categories', '3,x'])).toEqual({
      ok: false,
      problems: ['--categories: category ids separated by commas, such as 3,5 (leave it out to cover every category)'],
    });
    expect(parseJuryRoleArgs(['kim@example.com', '1', '--categories', '3'])).toEqual({ ok: false, problems: ['--categories: only a sub-judge (identity 2) covers categories'] });
  });

  it('refuses an unknown option instead of ignoring it', () => {
    const parsed = parseJuryRoleArgs(['kim@example.com', '2', '--category', '3']);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems[0]).toMatch(/--category/);
  });
});

describe('setJuryRole', () => {
  it('makes an entrant a sub-judge covering the named categories, at once and audited', async () => {
    const kim = await makeEntrant(t);
    expect((await userInfo(kim.token)).json().data.identity).toBe(0);

    const { furniture, lighting } = comp.cats;
    const res = await setJuryRole(t.ctx, valid([kim.email, '2', '--categories', `${lighting},${furniture}`]));
    expect(res).toMatchObject({ userId: kim.id, identity: 2, categories: [{ id: furniture, name: 'Furniture' }, { id: lighting, name: 'Lighting' }] });
    // The session cached a moment ago answers with the new role on its next request.
    expect((await userInfo(kim.token)).json().data).toMatchObject({ identity: 2 });
    expect(await coveredBy(kim.id)).toEqual([furniture, lighting].sort((a, b) => a - b));
    expect(await auditOf(kim.id)).toMatchObject([
      { action: 'user.setJuryRole', actorId: null, subjectType: 'user', before: { identity: 0, categoryIds: [] }, after: { identity: 2, categoryIds: [furniture, lighting].sort((a, b) => a - b) } },
    ]);
  });

  it('replaces the categories: none covers all, and a judge or second-level judge covers none', async () => {
    const lee = await makeEntrant(t);
    const { furniture, lighting } = comp.cats;
    await setJuryRole(t.ctx, valid([lee.email, '2', '--categories', `${furniture}`]));
    await setJuryRole(t.ctx, valid([lee.email, '2', '--categories', `${lighting}`]));
    expect(await coveredBy(lee.id)).toEqual([lighting]);
    await setJuryRole(t.ctx, valid([lee.email, '2']));
    expect(await coveredBy(lee.id)).toEqual([]);
    await setJuryRole(t.ctx, valid([lee.email, '2', '--categories', `${furniture}`]));
    expect(await setJuryRole(t.ctx, valid([lee.email, '3']))).toMatchObject({ identity: 3, categories: [] });
    expect(await coveredBy(lee.id)).toEqual([]);
    expect((await auditOf(lee.id)).map((a) => [a.before, a.after])).toEqual([
      [{ identity: 0, categoryIds: [] }, { identity: 2, categoryIds: [furniture] }],
      [{ identity: 2, categoryIds: [furniture] }, { identity: 2, categoryIds: [lighting] }],
      [{ identity: 2, categoryIds: [lighting] }, { identity: 2, categoryIds: [] }],
      [{ identity: 2, categoryIds: [] }, { identity: 2, categoryIds: [furniture] }],
      [{ identity: 2, categoryIds: [furniture] }, { identity: 3, categoryIds: [] }],
    ]);
  });

  it('refuses an unknown address, an unknown category and a group, changing nothing', async () => {
    const max = await makeEntrant(t);
    await setJuryRole(t.ctx, valid([max.email, '2', '--categories', `${comp.cats.furniture}`]));
    const before = { user: (await t.ctx.db.select().from(users).where(eq(users.id, max.id)))[0], covered: await coveredBy(max.id), audit: (await auditOf(max.id)).length };

    await expect(setJuryRole(t.ctx, valid(['nobody@example.com', '1']))).rejects.toThrow('No account has this e-mail address.');
    await expect(setJuryRole(t.ctx, valid([max.email, '2', '--categories', `${comp.cats.lighting},999999`]))).rejects.toThrow('No category has the id 999999.');
    const [group] = await t.ctx.db.select().from(categories).where(eq(categories.id, comp.group));
    await expect(setJuryRole(t.ctx, valid([max.email, '2', '--categories', `${comp.group}`]))).rejects.toThrow(
      `${group!.name} (${comp.group}) is a group; choose its categories instead: ${[comp.cats.furniture, comp.cats.lighting].sort((a, b) => a - b).join(', ')}.`,
    );

    const after = { user: (await t.ctx.db.select().from(users).where(eq(users.id, max.id)))[0], covered: await coveredBy(max.id), audit: (await auditOf(max.id)).length };
    expect(after).toEqual(before);
  });
});

describe('npm run jury:role', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-jury-role-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
  const cli = (...args: string[]) => runTs('src/cli/jury-role.ts', args, env);
  /** The embedded database the command uses, opened by this process while no command runs. */
  const withDatabase = async <T>(fn: (ctx: Awaited<ReturnType<typeof createContext>>) => Promise<T>) => {
    const ctx = await createContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    try {
      return await fn(ctx);
    } finally {
      await closeContext(ctx);
    }
  };

  it('exits 2 with the usage and one line per bad argument, touching no database', async () => {
    const res = await cli('nope', '7');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run jury:role');
    expect(res.stderr).toContain('<email>: Invalid format');
    expect(res.stderr).toContain('<identity>: must be 0');
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('sets the role in the configured database and says so; an unknown address exits 1 saying why', async () => {
    const ids = await withDatabase(async (ctx) => {
      await ctx.db.insert(users).values({ email: 'ana@example.com', passwordHash: 'x', name: 'Ana' });
      const d = (days: number) => new Date(Date.now() + days * 86_400_000);
      const [season] = await ctx.db.insert(seasons).values({ year: 2027, name: 'Laurel 2027', isCurrent: true, registrationOpensAt: d(-10), registrationClosesAt: d(30), firstReviewStartsAt: d(31), firstReviewEndsAt: d(40), secondReviewStartsAt: d(41), secondReviewEndsAt: d(50), resultsAt: d(60) }).returning();
      const [group] = await ctx.db.insert(categories).values({ seasonId: season!.id, name: 'Product Design' }).returning();
      const [chairs] = await ctx.db.insert(categories).values({ seasonId: season!.id, parentId: group!.id, name: 'Chairs' }).returning();
      return { chairs: chairs!.id };
    });

    const res = await cli('Ana@Example.com', '2', '--categories', String(ids.chairs));
    expect(res).toMatchObject({ code: 0, stdout: `ana@example.com is now a sub-judge (identity 2), covering Chairs (${ids.chairs}).\n` });

    const unknown = await cli('nobody@example.com', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has this e-mail address.');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);

    const stored = await withDatabase(async (ctx) => {
      const [ana] = await ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
      const covered = await ctx.db.select().from(juryCategories).where(eq(juryCategories.reviewerId, ana!.id));
      return { identity: ana!.identity, covered: covered.map((c) => c.categoryId) };
    });
    expect(stored).toEqual({ identity: 2, covered: [ids.chairs] });
  }, 90_000);
});
