import {
  deleteContentBlock,
  deleteMediaReport,
  getAbout,
  getBanners,
  getContentSlot,
  getFaqAndPrivacy,
  listAdminMediaReports,
  listContentSlots,
  listMediaReports,
  publishContent,
  reorderContent,
  saveContentDraft,
  saveMediaReport,
  unpublishContent,
  type AdminContentSlot,
  type SaveContentDraftRequest,
  type SaveMediaReportRequest,
} from '@laurel/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentBlocks, files, mediaReports } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { imagePart, kindPart, multipart } from '../../helpers/uploads.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';
import sharp from 'sharp';

/* The site's words in the console (docs/product.md#content-in-the-console): drafts, publishing, banner schedules, media reports. */

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await makeStaff(t, 'content')).token;
});
afterAll(() => t?.close());

const draft = (over: Partial<SaveContentDraftRequest>): SaveContentDraftRequest => ({
  slot: 'about:about',
  language: 'en',
  id: null,
  title: 'About us',
  body: '<p>Who we are.</p>',
  imageUrl: null,
  linkUrl: null,
  startsAt: null,
  endsAt: null,
  ...over,
});

async function save(over: Partial<SaveContentDraftRequest>): Promise<AdminContentSlot> {
  const res = await call(t, saveContentDraft, { token: editor, body: draft(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
}
const publish = async (id: number) => {
  const res = await call(t, publishContent, { token: editor, body: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as AdminContentSlot;
};
const bannerTitles = async (language = 'en') => ((await call(t, getBanners, { query: { position: 'home' }, language })).data as { title: string }[]).map((b) => b.title);
const state = async () => ({
  blocks: await t.ctx.db.select().from(contentBlocks).orderBy(contentBlocks.id),
  media: await t.ctx.db.select().from(mediaReports).orderBy(mediaReports.id),
  audit: Number((await t.ctx.db.select({ n: count() }).from(auditLog))[0]!.n),
});

describe('drafts and publishing', () => {
  it('keeps a draft off the public site until it is published, in each language apart', async () => {
    const made = await save({});
    const block = made.en[0]!;
    expect(block).toMatchObject({ isPublished: false, draft: { title: 'About us', body: '<p>Who we are.</p>' }, live: { title: '', body: '' }, publishedAt: null });
    expect((await call(t, getAbout, {})).data).toBeNull();
    const slots = (await call(t, listContentSlots, { token: editor })).data as { slot: string; en: { state: string }; 'zh-CN': { state: string } }[];
    expect(slots.find((s) => s.slot === 'about:about')).toMatchObject({ en: { state: 'draft' }, 'zh-CN': { state: 'empty' } });

    const published = await publish(block.id);
    expect(published.en[0]).toMatchObject({ isPublished: true, draft: null, live: { title: 'About us', body: '<p>Who we are.</p>' } });
    expect(published.en[0]!.publishedAt).not.toBeNull();
    expect((await call(t, getAbout, {})).data).toMatchObject({ title: 'About us' });

    // A new draft of a published block: the public text stays the published one.
    await save({ id: block.id, title: 'About the award', body: '<p>Changed.</p>' });
    expect((await call(t, getAbout, {})).data).toMatchObject({ title: 'About us', body: '<p>Who we are.</p>' });
    const slot = (await call(t, getContentSlot, { token: editor, query: { slot: 'about:about' } })).data as AdminContentSlot;
    expect(slot.en[0]).toMatchObject({ isPublished: true, live: { title: 'About us' }, draft: { title: 'About the award' }, updatedBy: 'Staff content' });

    // The Chinese version is its own row: Chinese readers see it once it is published.
    const zh = (await save({ language: 'zh-CN', title: '关于我们', body: '<p>我们是谁。</p>' }))['zh-CN'][0]!;
    expect((await call(t, getAbout, { language: 'zh-CN' })).data).toMatchObject({ title: 'About us' });
    await publish(zh.id);
    expect((await call(t, getAbout, { language: 'zh-CN' })).data).toMatchObject({ title: '关于我们' });
    await publish(block.id);
    expect((await call(t, getAbout, {})).data).toMatchObject({ title: 'About the award', body: '<p>Changed.</p>' });

    const [audit] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.publish'), eq(auditLog.subjectId, String(block.id)))).orderBy(auditLog.id);
    expect(audit!.before).toMatchObject({ isPublished: false, title: '' });
    expect(audit!.after).toMatchObject({ isPublished: true, title: 'About us', draft: null });
  });

  it('of two publishes at once leaves one consistent row and one audit entry', async () => {
    const id = (await save({ slot: 'terms:terms', title: 'Terms', body: '<p>One.</p>' })).en[0]!.id;
    const [a, b] = await Promise.all([
      call(t, publishContent, { token: editor, body: { id } }),
      call(t, publishContent, { token: editor, body: { id } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [row] = await t.ctx.db.select().from(contentBlocks).where(eq(contentBlocks.id, id));
    expect(row).toMatchObject({ title: 'Terms', body: '<p>One.</p>', draft: null, isPublished: true });
    const audits = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.publish'), eq(auditLog.subjectId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('unpublishes, reorders and deletes, the public list following at once', async () => {
    const q1 = (await save({ slot: 'faq:faq', title: 'Question one?', body: '<p>A.</p>' })).en.at(-1)!.id;
    const q2 = (await save({ slot: 'faq:faq', title: 'Question two?', body: '<p>B.</p>' })).en.at(-1)!.id;
    await publish(q1);
    await publish(q2);
    const questions = async () => ((await call(t, getFaqAndPrivacy, {})).data.faq as { question: string }[]).map((f) => f.question);
    expect(await questions()).toEqual(['Question one?', 'Question two?']);
    const reordered = await call(t, reorderContent, { token: editor, body: { slot: 'faq:faq', language: 'en', ids: [q2, q1] } });
    expect(reordered.status).toBe(200);
    expect(await questions()).toEqual(['Question two?', 'Question one?']);
    expect((await call(t, unpublishContent, { token: editor, body: { id: q2 } })).data.en.find((b: { id: number }) => b.id === q2)).toMatchObject({ isPublished: false, live: { title: 'Question two?' } });
    expect(await questions()).toEqual(['Question one?']);
    expect((await call(t, deleteContentBlock, { token: editor, body: { id: q1 } })).status).toBe(200);
    expect(await questions()).toEqual([]);
    expect((await t.ctx.db.select().from(contentBlocks).where(eq(contentBlocks.id, q1)))).toHaveLength(0);
  });
});

describe('banner schedules', () => {
  it('shows a banner only within its start and end', async () => {
    const hour = 3600_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const now = (await save({ slot: 'banner:home', title: 'Now showing', body: 'Plain line' })).en.at(-1)!;
    const later = (await save({ slot: 'banner:home', title: 'Next week', body: 'Soon', startsAt: iso(7 * 24 * hour) })).en.at(-1)!;
    const gone = (await save({ slot: 'banner:home', title: 'Last month', body: 'Over', startsAt: iso(-30 * 24 * hour), endsAt: iso(-hour) })).en.at(-1)!;
    const window = (await save({ slot: 'banner:home', title: 'This hour', body: 'Live', startsAt: iso(-hour), endsAt: iso(hour) })).en.at(-1)!;
    for (const b of [now, later, gone, window]) await publish(b.id);
    expect(await bannerTitles()).toEqual(['Now showing', 'This hour']);
    const slots = (await call(t, listContentSlots, { token: editor })).data as { slot: string; en: { showingNow: number; nextChangeAt: string | null } }[];
    expect(slots.find((s) => s.slot === 'banner:home')!.en).toMatchObject({ showingNow: 2, nextChangeAt: window.endsAt });
  });

  it('starts a scheduled banner on time although the list was cached before', async () => {
    const startsAt = new Date(Date.now() + 1500).toISOString();
    const soon = (await save({ slot: 'banner:home', language: 'zh-CN', title: '即将开始', body: '稍后', startsAt }))['zh-CN'].at(-1)!;
    const shown = (await save({ slot: 'banner:home', language: 'zh-CN', title: '正在展示', body: '现在' }))['zh-CN'].at(-1)!;
    await publish(soon.id);
    await publish(shown.id);
    expect(await bannerTitles('zh-CN')).toEqual(['正在展示']);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await bannerTitles('zh-CN')).toEqual(['即将开始', '正在展示']);
  });
});

describe('refusals change nothing', () => {
  it('refuses an unknown slot, a bad language, an oversize body, another slot or language’s block, a schedule that ends before it starts', async () => {
    const about = (await call(t, getContentSlot, { token: editor, query: { slot: 'about:about' } })).data as AdminContentSlot;
    const aboutId = about.en[0]!.id;
    const zhId = about['zh-CN'][0]!.id;
    const before = await state();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ ...draft({}), slot: 'banner:sidebar' }, 422],
      [{ ...draft({}), slot: 'nonsense' }, 422],
      [{ ...draft({}), language: 'fr' }, 422],
      [{ ...draft({}), body: `<p>${'x'.repeat(100_001)}</p>` }, 422],
      [{ ...draft({}), title: 'x'.repeat(201) }, 422],
      [draft({ slot: 'faq:faq', id: aboutId }), 404, 'contentBlockNotFound'],
      [draft({ id: zhId }), 404, 'contentBlockNotFound'],
      [draft({ id: 2_000_000 }), 404, 'contentBlockNotFound'],
      [draft({ slot: 'banner:home', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }), 422, 'contentScheduleOrder'],
      [{ ...draft({}), startsAt: 'tomorrow' }, 422],
    ];
    for (const [body, status, reason] of cases) {
      const res = await call(t, saveContentDraft, { token: editor, body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (reason) expect(res.body.reason).toBe(reason);
    }
    const slotless = await call(t, getContentSlot, { token: editor, query: { slot: 'rules:nowhere' } });
    expect(slotless.status).toBe(422);
    expect((await call(t, publishContent, { token: editor, body: { id: 2_000_000 } })).status).toBe(404);
    const order = await call(t, reorderContent, { token: editor, body: { slot: 'about:about', language: 'en', ids: [zhId] } });
    expect(order.status).toBe(422);
    expect(order.body.reason).toBe('contentOrderIncomplete');
    expect(await state()).toEqual(before);
  });

  it('refuses to publish an empty block', async () => {
    const id = (await save({ slot: 'refund:refund', title: '', body: '' })).en.at(-1)!.id;
    const res = await call(t, publishContent, { token: editor, body: { id } });
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe('contentEmpty');
  });

  it('lets a viewer read the slots but not change them', async () => {
    const viewer = (await makeStaff(t, 'viewer')).token;
    expect((await call(t, listContentSlots, { token: viewer })).status).toBe(200);
    expect((await call(t, saveContentDraft, { token: viewer, body: draft({}) })).status).toBe(403);
  });
});

describe('media reports', () => {
  const report = (over: Partial<SaveMediaReportRequest>): SaveMediaReportRequest => ({
    id: null,
    title: 'A quiet award',
    titleZh: '一个安静的奖项',
    outlet: 'Design Weekly',
    url: 'https://example.com/a',
    imageUrl: null,
    summary: 'How the jury works.',
    summaryZh: '评审团如何工作。',
    publishedAt: '2026-10-01',
    isPublished: true,
    ...over,
  });

  it('adds, translates, hides and deletes a report, the public list following', async () => {
    const made = await call(t, saveMediaReport, { token: editor, body: report({}) });
    expect(made.status).toBe(200);
    const id = made.data[0].id as number;
    await call(t, saveMediaReport, { token: editor, body: report({ title: 'Draft coverage', titleZh: '', summaryZh: '', isPublished: false, publishedAt: '2026-11-01' }) });
    const pub = async (language: string) => ((await call(t, listMediaReports, { query: { page: 1, pageSize: 10 }, language })).data.list as { title: string; summary: string }[]);
    expect((await pub('en')).map((r) => r.title)).toEqual(['A quiet award']);
    expect(await pub('zh-CN')).toMatchObject([{ title: '一个安静的奖项', summary: '评审团如何工作。' }]);
    expect(((await call(t, listAdminMediaReports, { token: editor })).data as unknown[]).length).toBe(2);

    const hidden = await call(t, saveMediaReport, { token: editor, body: report({ id, isPublished: false }) });
    expect(hidden.status).toBe(200);
    expect(await pub('en')).toEqual([]);
    expect((await call(t, deleteMediaReport, { token: editor, body: { id } })).status).toBe(200);
    expect((await call(t, deleteMediaReport, { token: editor, body: { id } })).body.reason).toBe('mediaReportNotFound');
    expect((await call(t, saveMediaReport, { token: editor, body: report({ id }) })).status).toBe(404);
  });

  it('refuses an article address that is not http(s) and a date that is not one', async () => {
    const before = await state();
    for (const over of [{ url: 'javascript:alert(1)' }, { url: 'data:text/html,x' }, { publishedAt: '2026-13-45' }, { publishedAt: 'soon' }, { summary: 'x'.repeat(2001) }]) {
      expect((await call(t, saveMediaReport, { token: editor, body: report(over) })).status).toBe(422);
    }
    expect(await state()).toEqual(before);
  });
});

describe('site images', () => {
  const send = (token: string, use: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart([{ name: 'use', value: use }, ...parts]);
    return t.app.inject({ method: 'POST', url: '/api/admin/content/uploadImage', headers: { token, ...body.headers }, payload: body.payload });
  };

  it('stores a banner image through the bounded image pipeline, public at the address answered', async () => {
    const png = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#2f6b4f' } }).png().toBuffer();
    const res = await send(editor, 'banner', [kindPart('image'), imagePart(png, 'hero.png', 'image/png')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { fileId: number; url: string; width: number; height: number };
    expect(data).toMatchObject({ url: `/files/${data.fileId}/large`, width: 1600, height: 700 });
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, data.fileId));
    expect(row).toMatchObject({ kind: 'banner', mime: 'image/png' });
    const image = await t.app.inject({ method: 'GET', url: data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    // The address goes into a banner's draft like any other.
    const slot = await save({ slot: 'banner:home', title: 'With a picture', body: 'Line', imageUrl: data.url });
    expect(slot.en.at(-1)!.draft!.imageUrl).toBe(data.url);
  });

  it('refuses what is not an image, a use the site has not, a JSON body and a viewer, storing nothing', async () => {
    const before = (await t.ctx.db.select().from(files)).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await send(editor, 'banner', [kindPart('image'), imagePart(svg, 'x.svg', 'image/svg+xml')])).statusCode).toBe(422);
    expect((await send(editor, 'entry', [kindPart('image'), imagePart(svg, 'x.png', 'image/png')])).statusCode).toBe(422);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/content/uploadImage', headers: { token: editor }, payload: { kind: 'image', use: 'banner' } });
    expect(json.statusCode).toBe(422);
    const viewer = (await makeStaff(t, 'viewer')).token;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await send(viewer, 'banner', [kindPart('image'), imagePart(png, 'a.png', 'image/png')])).statusCode).toBe(403);
    expect((await t.ctx.db.select().from(files)).length).toBe(before);
  });
});
