import { calls } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardLevels, categories, juryProfiles, seasons } from '../../../src/db/schema.ts';
import { AppError } from '../../../src/lib/errors.ts';
import { saveContentBlock, type ContentBlockInput } from '../../../src/services/content/save-content-block.ts';
import { getCall } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * Content in the reader's language, falling back to English per slot (content blocks) or per
 * item (categories, award levels, jury profiles), never mixing languages within one; and cached
 * answers kept apart per language (docs/decisions/010-bilingual-content.md). The fast path is
 * reached over a real port (3602).
 */
const p = calls.public;
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const base = 'http://127.0.0.1:3602';
let t: TestApp;
const save = (block: ContentBlockInput) => saveContentBlock(t.ctx, { block, actorId: null });

beforeAll(async () => {
  t = await createTestApp();
  await save({ kind: 'faq', position: 'faq', title: 'Q1?', body: '<p>A1</p>', sort: 1 });
  await save({ kind: 'faq', position: 'faq', title: 'Q2?', body: '<p>A2</p>', sort: 2 });
  await save({ kind: 'faq', position: 'faq', language: 'zh-CN', title: '问一？', body: '<p>答一</p>', sort: 1 });
  await save({ kind: 'faq', position: 'faq', language: 'zh-CN', title: '问二？', body: '<p>答二</p>', sort: 2 });
  await save({ kind: 'rules', position: 'entry', title: 'Who', body: '<p>Anyone</p>' });
  await save({ kind: 'rules', position: 'entry', language: 'zh-CN', title: '参赛资格', body: '<p>任何人</p>' });
  await save({ kind: 'rules', position: 'fees', title: 'Fees', body: '<p>Money</p>' });
  await save({ kind: 'about', position: 'about', title: 'About', body: '<p>Us</p>' });
  await t.ctx.db.insert(juryProfiles).values([
    { name: 'Anna Weber', title: 'Jury chair', titleZh: '评审团主席', company: 'UdK', country: 'DE', bio: 'Designer.', bioZh: '设计师。', sort: 1 },
    // Half translated: the role alone would put a Chinese role over an English bio.
    { name: 'Kenji Sato', title: 'Creative director', titleZh: '创意总监', company: 'Sato', country: 'JP', bio: 'Packaging.', sort: 2 },
  ]);
  // Categories and award levels are a season's: the current one's are public.
  const d = (days: number) => new Date(Date.now() + days * 86_400_000);
  const [season] = await t.ctx.db
    .insert(seasons)
    .values({ year: 2027, name: 'Laurel 2027', isCurrent: true, registrationOpensAt: d(-10), registrationClosesAt: d(30), firstReviewStartsAt: d(31), firstReviewEndsAt: d(40), secondReviewStartsAt: d(41), secondReviewEndsAt: d(50), resultsAt: d(60) })
    .returning({ id: seasons.id });
  const seasonId = season!.id;
  await t.ctx.db.insert(awardLevels).values([
    { seasonId, name: 'Gold', nameZh: '金奖', rank: 1, description: 'Outstanding.', descriptionZh: '卓越。' },
    { seasonId, name: 'Silver', nameZh: '银奖', rank: 2 },
    { seasonId, name: 'Bronze', nameZh: '铜奖', rank: 3, description: 'Very good.' },
  ]);
  const [group] = await t.ctx.db
    .insert(categories)
    .values({ seasonId, name: 'Product', nameZh: '产品', description: 'Things.', descriptionZh: '物品。' })
    .returning({ id: categories.id });
  await t.ctx.db.insert(categories).values([
    { seasonId, parentId: group!.id, name: 'Furniture', nameZh: '家具', description: 'Chairs.', descriptionZh: '椅子。', sort: 1 },
    { seasonId, parentId: group!.id, name: 'Lighting', nameZh: '灯具', description: 'Lamps.', sort: 2 },
  ]);
});
afterAll(() => t.close());

describe('content blocks in the reader’s language', () => {
  it('answers the Chinese FAQ to a Chinese reader and the English one to everyone else', async () => {
    const zh = await getCall(t, p.getFaqAndPrivacy, '', ZH);
    expect(zh.data.faq.map((f: { question: string; answer: string }) => [f.question, f.answer])).toEqual([
      ['问一？', '<p>答一</p>'],
      ['问二？', '<p>答二</p>'],
    ]);
    for (const headers of [{}, { 'accept-language': 'en-GB,en;q=0.9' }, { 'accept-language': 'fr' }] as Record<string, string>[]) {
      const en = await getCall(t, p.getFaqAndPrivacy, '', headers);
      expect(en.data.faq.map((f: { question: string }) => f.question)).toEqual(['Q1?', 'Q2?']);
    }
  });

  it('falls back to English for a whole slot that has no Chinese version, never mixing within one', async () => {
    const entry = await getCall(t, p.getRules, '?position=entry', ZH);
    expect(entry.data.map((b: { title: string }) => b.title)).toEqual(['参赛资格']);
    const fees = await getCall(t, p.getRules, '?position=fees', ZH);
    expect(fees.data.map((b: { title: string }) => b.title)).toEqual(['Fees']);
    const about = await getCall(t, p.getAbout, '', ZH);
    expect(about.data).toMatchObject({ title: 'About', body: '<p>Us</p>' });
  });

  it('refuses a block in a language the site does not speak', async () => {
    const err = await save({ kind: 'faq', position: 'faq', language: 'fr' as 'en', title: 'Q?', body: '<p>R</p>' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(422);
    expect((err as AppError).msg).toEqual({ language: ['Must be one of: en, zh-CN.'] });
  });
});

describe('items in the reader’s language, each as a whole', () => {
  it('gives a jury profile its Chinese role and bio only when both are written; name and company stay', async () => {
    const zh = await getCall(t, p.getJury, '', ZH);
    expect(zh.data.map((j: { name: string; title: string; company: string; bio: string }) => [j.name, j.title, j.company, j.bio])).toEqual([
      ['Anna Weber', '评审团主席', 'UdK', '设计师。'],
      ['Kenji Sato', 'Creative director', 'Sato', 'Packaging.'],
    ]);
    const en = await getCall(t, p.getJury);
    expect(en.data[0]).toMatchObject({ title: 'Jury chair', bio: 'Designer.' });
  });

  it('names and describes an award level in Chinese only when its Chinese version is whole', async () => {
    const zh = await getCall(t, p.getAwardClassification, '', ZH);
    expect(zh.data.map((l: { name: string; description: string }) => [l.name, l.description])).toEqual([
      ['金奖', '卓越。'],
      // No English description to translate: the Chinese name is the whole version.
      ['银奖', ''],
      ['Bronze', 'Very good.'],
    ]);
  });

  it('names and describes a category in Chinese only when its Chinese version is whole', async () => {
    const [group] = (await getCall(t, p.getCategories, '', ZH)).data;
    expect([group.name, group.description]).toEqual(['产品', '物品。']);
    expect(group.children.map((c: { name: string; description: string }) => [c.name, c.description])).toEqual([
      ['家具', '椅子。'],
      ['Lighting', 'Lamps.'],
    ]);
  });
});

describe('cached answers per language', () => {
  beforeAll(() => t.app.listen({ port: 3602, host: '127.0.0.1' }));

  const faqOver = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return { etag: res.headers.get('etag'), vary: res.headers.get('vary'), body: (await res.json()) as { data: { faq: { question: string }[] } } };
  };
  const questions = (r: Awaited<ReturnType<typeof faqOver>>) => r.body.data.faq.map((f) => f.question);

  it('never hands one language the copy cached for the other, whichever asked first', async () => {
    await t.ctx.cache.invalidate('content');
    // Chinese first, then asked again (the fast path before Fastify), then English at the same URL.
    const zh1 = await faqOver('/api/index/faqAndPrivacy', ZH);
    const zh2 = await faqOver('/api/index/faqAndPrivacy', ZH);
    const en1 = await faqOver('/api/index/faqAndPrivacy');
    const en2 = await faqOver('/api/index/faqAndPrivacy', { 'accept-language': 'en-US' });
    expect([questions(zh1), questions(zh2)]).toEqual([['问一？', '问二？'], ['问一？', '问二？']]);
    expect([questions(en1), questions(en2)]).toEqual([['Q1?', 'Q2?'], ['Q1?', 'Q2?']]);
    expect(zh2.etag).toBe(zh1.etag);
    expect(en1.etag).not.toBe(zh1.etag);
    expect(zh1.vary).toMatch(/accept-language/i);

    // English first, with a query the parser normalises (an alias of the stored answer), then Chinese.
    await t.ctx.cache.invalidate('content');
    const en3 = await faqOver('/api/index/faqAndPrivacy?_=1');
    const en4 = await faqOver('/api/index/faqAndPrivacy?_=1');
    const zh3 = await faqOver('/api/index/faqAndPrivacy?_=1', { 'accept-language': 'zh' });
    expect([questions(en3), questions(en4)]).toEqual([['Q1?', 'Q2?'], ['Q1?', 'Q2?']]);
    expect(questions(zh3)).toEqual(['问一？', '问二？']);
  });

  it('keeps a Chinese reader’s 304 from validating the English copy', async () => {
    const en = await fetch(`${base}/api/index/jury`);
    await en.text();
    const zh = await fetch(`${base}/api/index/jury`, { headers: { ...ZH, 'if-none-match': en.headers.get('etag')! } });
    expect(zh.status).toBe(200);
    expect(((await zh.json()) as { data: { title: string }[] }).data[0]!.title).toBe('评审团主席');
  });
});
