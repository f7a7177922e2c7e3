import { deleteView, listSavedViews, SAVED_VIEWS_MAX, saveView, type SavedView } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEntrant } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * Saved views (docs/product.md#console-entries): each person's own, names unique per page, a
 * limit per page that twenty saves at once cannot pass, another person's view not found.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const save = (token: string, body: unknown) => call(t, saveView, { token, body });
const views = async (token: string, page = 'entries') => {
  const res = await call(t, listSavedViews, { token, query: { page } });
  expect(res.status).toBe(200);
  return res.data as SavedView[];
};

describe('saved views', () => {
  it("keeps a person's views by name per page, replaces one of the same name, deletes one", async () => {
    const me = await makeStaff(t, 'viewer');
    const first = await save(me.token, { page: 'entries', name: 'Unpaid in China', query: { seasonId: '3', country: 'CN', entryFeeStatus: 'unpaid' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await save(me.token, { page: 'entries', name: 'Awarded', query: { seasonId: '3', status: 'awarded' } });
    await save(me.token, { page: 'payments', name: 'Awarded', query: { status: 'pending' } });
    const again = await save(me.token, { page: 'entries', name: 'Awarded', query: { seasonId: '4', status: 'awarded' } });
    expect((again.data as SavedView[]).map((v) => [v.name, v.query])).toEqual([
      ['Awarded', { seasonId: '4', status: 'awarded' }],
      ['Unpaid in China', { seasonId: '3', country: 'CN', entryFeeStatus: 'unpaid' }],
    ]);
    expect((await views(me.token, 'payments')).map((v) => v.name)).toEqual(['Awarded']);
    const gone = await call(t, deleteView, { token: me.token, body: { id: (again.data as SavedView[])[0]!.id } });
    expect((gone.data as SavedView[]).map((v) => v.name)).toEqual(['Unpaid in China']);
    expect((await views(me.token, 'payments')).map((v) => v.name)).toEqual(['Awarded']);
  });

  it("never shows or deletes another person's view", async () => {
    const me = await makeStaff(t, 'viewer');
    const other = await makeStaff(t, 'administrator');
    const mine = (await save(me.token, { page: 'entries', name: 'Mine', query: { seasonId: '1' } })).data as SavedView[];
    expect(await views(other.token)).toEqual([]);
    const res = await call(t, deleteView, { token: other.token, body: { id: mine[0]!.id } });
    expect(res.status).toBe(404);
    expect((await views(me.token)).map((v) => v.name)).toEqual(['Mine']);
    const entrantOnly = await makeEntrant(t);
    expect((await save(entrantOnly.token, { page: 'entries', name: 'x', query: {} })).status).toBe(403);
  });

  it('refuses a bad page, name or query with a 422 naming the field', async () => {
    const me = await makeStaff(t, 'viewer');
    for (const [body, field] of [
      [{ page: 'secrets', name: 'x', query: {} }, 'page'],
      [{ page: 'entries', name: '  ', query: {} }, 'name'],
      [{ page: 'entries', name: 'x'.repeat(61), query: {} }, 'name'],
      [{ page: 'entries', name: 'x', query: { seasonId: 3 } }, 'query'],
      [{ page: 'entries', name: 'x', query: { 'bad key': '1' } }, 'query'],
      [{ page: 'entries', name: 'x', query: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, '1'])) }, 'query'],
      [{ page: 'entries', name: 'x', query: { q: 'y'.repeat(201) } }, 'query'],
      [{ page: 'entries', name: 'a\u0000', query: {} }, 'name'],
      [{ page: 'entries', name: 'x', query: [] }, 'query'],
    ] as const) {
      const res = await save(me.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys((res.body as { msg: Record<string, unknown> }).msg).some((k) => k.startsWith(field))).toBe(true);
    }
    expect(await views(me.token)).toEqual([]);
  });

  it('keeps at most SAVED_VIEWS_MAX a page, even when twenty saves arrive at once', async () => {
    const me = await makeStaff(t, 'viewer');
    for (let i = 0; i < SAVED_VIEWS_MAX - 5; i++) await save(me.token, { page: 'entries', name: `v${i}`, query: {} });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => save(me.token, { page: 'entries', name: `burst${i}`, query: {} })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await views(me.token)).toHaveLength(SAVED_VIEWS_MAX);
    // Replacing one of the same name still works when full.
    expect((await save(me.token, { page: 'entries', name: 'v0', query: { status: 'draft' } })).status).toBe(200);
  });
});
