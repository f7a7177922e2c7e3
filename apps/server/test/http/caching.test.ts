import { calls } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../../src/db/schema.ts';
import { saveContentBlock } from '../../src/services/content/save-content-block.ts';
import { getCall, seedWinnerFixture } from '../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const p = calls.public;
let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;
let bannerId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedWinnerFixture(t);
  ({ id: bannerId } = await saveContentBlock(t.ctx, { block: { kind: 'banner', position: 'home', title: 'Welcome', body: 'Entries are open' }, actorId: null }));
});
afterAll(() => t.close());

describe('HTTP caching of public calls', () => {
  it('sends an ETag and asks caches to revalidate every time', async () => {
    const res = await getCall(t, p.getBanners, '?position=home');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 without a body when the ETag still matches, 200 when it does not', async () => {
    const first = await getCall(t, p.listWinners, '?pageSize=2');
    const again = await t.app.inject({ method: 'GET', url: '/api/index/winnerList?pageSize=2', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const weak = await t.app.inject({ method: 'GET', url: '/api/index/winnerList?pageSize=2', headers: { 'if-none-match': `"other", W/${first.headers.etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ method: 'GET', url: '/api/index/winnerList?pageSize=2', headers: { 'if-none-match': '"not-it"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.list).toHaveLength(2);
  });

  it('keeps a separate answer per language', async () => {
    const en = await getCall(t, p.getAwardClassification);
    const zh = await getCall(t, p.getAwardClassification, '', { 'accept-language': 'zh-CN' });
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    expect(zh.data[0].name).toBe('金奖');
    expect((await getCall(t, p.getAwardClassification)).data[0].name).toBe('Gold');
  });

  it('never caches the category tree', async () => {
    const res = await getCall(t, p.getCategories);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('never caches errors', async () => {
    const res = await getCall(t, p.getWinnerInfo, `?apply_order_id=${f.entries.secret}`);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('the server-side cache', () => {
  it('serves repeated reads from memory, not the database', async () => {
    const before = await getCall(t, p.listWinners, '?year=2025');
    expect(before.data.total).toBe(1);
    // A write that bypasses the services (and so the invalidation) is not seen…
    await t.ctx.db.update(entries).set({ isShow: false }).where(eq(entries.id, f.entries.oldStool));
    const cached = await getCall(t, p.listWinners, '?year=2025');
    expect(cached.data.total).toBe(1);
    expect(cached.headers.etag).toBe(before.headers.etag);
    // …until its tag is invalidated, as every write service does.
    await t.ctx.cache.invalidate('winners');
    const fresh = await getCall(t, p.listWinners, '?year=2025');
    expect(fresh.data.total).toBe(0);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a content edit made through the service at the next request', async () => {
    const before = await getCall(t, p.getBanners, '?position=home');
    expect(before.data[0].title).toBe('Welcome');
    await saveContentBlock(t.ctx, { id: bannerId, block: { kind: 'banner', position: 'home', title: 'Winners announced', body: 'See them now' }, actorId: null });
    const after = await t.app.inject({ method: 'GET', url: '/api/index/banner?position=home', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0]).toMatchObject({ id: bannerId, title: 'Winners announced', text: 'See them now' });
  });

  it('a new content block appears at once too', async () => {
    expect((await getCall(t, p.getAbout)).data).toBeNull();
    await saveContentBlock(t.ctx, { block: { kind: 'about', position: 'about', title: 'About', body: '<p>Us</p>' }, actorId: null });
    expect((await getCall(t, p.getAbout)).data).toMatchObject({ title: 'About', body: '<p>Us</p>' });
  });

  it('a winner that becomes shown gets its page at once', async () => {
    expect((await getCall(t, p.getWinnerInfo, `?apply_order_id=${f.entries.secret}`)).status).toBe(404);
    await t.ctx.db.update(entries).set({ isShow: true }).where(eq(entries.id, f.entries.secret));
    await t.ctx.cache.invalidate('winners');
    expect((await getCall(t, p.getWinnerInfo, `?apply_order_id=${f.entries.secret}`)).data.title).toBe('Secret sofa');
  });

  it('saving a missing block is a 404 and changes nothing', async () => {
    await expect(saveContentBlock(t.ctx, { id: 999_999, block: { kind: 'about', position: 'about', title: 'X', body: '' }, actorId: null })).rejects.toMatchObject({ code: 404 });
  });
});
