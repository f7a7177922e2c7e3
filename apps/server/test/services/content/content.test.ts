import { calls } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { juryProfiles, mediaReports } from '../../../src/db/schema.ts';
import { saveContentBlock, type ContentBlockInput } from '../../../src/services/content/save-content-block.ts';
import { at, getCall } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const p = calls.public;
let t: TestApp;
const save = (block: ContentBlockInput) => saveContentBlock(t.ctx, { block, actorId: null });

beforeAll(async () => {
  t = await createTestApp();
  await save({ kind: 'banner', position: 'home', title: 'Second', body: 'Two', sort: 2, linkUrl: '/winner' });
  await save({ kind: 'banner', position: 'home', title: 'First', body: 'One', sort: 1, imageUrl: '/files/7/large' });
  await save({ kind: 'banner', position: 'home', title: 'Draft', body: 'Hidden', sort: 0, isPublished: false });
  await save({ kind: 'banner', position: 'home', language: 'zh-CN', title: '第一', body: '一', sort: 1 });
  await save({ kind: 'banner', position: 'winners', title: 'Elsewhere', body: 'Other slot' });
  await save({ kind: 'other', position: 'home-intro', title: 'Intro', body: '<p>Hello</p>' });
  await save({ kind: 'rules', position: 'entry', title: 'Who', body: '<p>Anyone</p>', sort: 2 });
  await save({ kind: 'rules', position: 'entry', title: 'What', body: '<p>Work</p>', sort: 1 });
  await save({ kind: 'rules', position: 'fees', title: 'Fees', body: '<p>Money</p>' });
  await save({ kind: 'faq', position: 'faq', title: 'Q2?', body: '<p>A2</p>', sort: 2 });
  await save({ kind: 'faq', position: 'faq', title: 'Q1?', body: '<p>A1</p>', sort: 1 });
  await save({ kind: 'privacy', position: 'privacy', title: 'Privacy', body: '<p>We keep little.</p>' });
  await save({ kind: 'terms', position: 'terms', title: 'Terms', body: '<p>Be fair.</p>' });
  await save({ kind: 'refund', position: 'refund', title: 'Refunds', body: '<p>Until the deadline.</p>' });
  await save({ kind: 'contact', position: 'contact', title: 'Contact', body: '<p>hello@example.com</p>' });
  await t.ctx.db.insert(mediaReports).values([
    { title: 'Old news', outlet: 'Daily', url: 'https://example.com/old', summary: 'Then', publishedAt: at(-300) },
    { title: 'New news', outlet: 'Weekly', url: 'https://example.com/new', summary: 'Now', publishedAt: at(-1) },
    { title: 'Middle news', outlet: 'Monthly', url: 'https://example.com/mid', summary: 'Between', publishedAt: at(-100) },
  ]);
  await t.ctx.db.insert(juryProfiles).values([
    { name: 'B Judge', title: 'Architect', company: 'B', country: 'IT', bio: 'Bio B', sort: 2 },
    { name: 'A Judge', title: 'Chair', company: 'A', country: 'DE', bio: 'Bio A', sort: 1 },
    { name: 'Retired Judge', sort: 0, isPublished: false },
  ]);
});
afterAll(() => t.close());

describe('GET /api/index/banner', () => {
  it("answers one position's published slides in order", async () => {
    const res = await getCall(t, p.getBanners, '?position=home');
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      { id: expect.any(Number), position: 'home', title: 'First', text: 'One', imageUrl: '/files/7/large', linkUrl: null, sort: 1 },
      { id: expect.any(Number), position: 'home', title: 'Second', text: 'Two', imageUrl: null, linkUrl: '/winner', sort: 2 },
    ]);
  });

  it('answers the Chinese slides for a Chinese reader, English where there are none', async () => {
    expect((await getCall(t, p.getBanners, '?position=home', { 'accept-language': 'zh-CN' })).data.map((b: { title: string }) => b.title)).toEqual(['第一']);
    expect((await getCall(t, p.getBanners, '?position=winners', { 'accept-language': 'zh-CN' })).data.map((b: { title: string }) => b.title)).toEqual(['Elsewhere']);
  });

  it('answers an empty list for an unused position and 422 for a bad one', async () => {
    expect((await getCall(t, p.getBanners, '?position=nowhere')).data).toEqual([]);
    const bad = await getCall(t, p.getBanners, '?position=%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toEqual({ position: ['Invalid format'] });
    expect((await getCall(t, p.getBanners)).body.msg).toEqual({ position: ['This field is required'] });
  });
});

describe('content blocks', () => {
  it('other: the blocks of a position', async () => {
    const res = await getCall(t, p.getOtherContent, '?position=home-intro');
    expect(res.data).toEqual([expect.objectContaining({ kind: 'other', position: 'home-intro', title: 'Intro', body: '<p>Hello</p>' })]);
  });

  it('rules: the sections of a position in order', async () => {
    expect((await getCall(t, p.getRules, '?position=entry')).data.map((b: { title: string }) => b.title)).toEqual(['What', 'Who']);
    expect((await getCall(t, p.getRules, '?position=fees')).data.map((b: { title: string }) => b.title)).toEqual(['Fees']);
    expect((await getCall(t, p.getRules, '?position=')).status).toBe(422);
  });

  it('faqAndPrivacy: the questions in order and the privacy policy', async () => {
    const { data } = await getCall(t, p.getFaqAndPrivacy);
    expect(data.faq).toEqual([
      { id: expect.any(Number), question: 'Q1?', answer: '<p>A1</p>', sort: 1 },
      { id: expect.any(Number), question: 'Q2?', answer: '<p>A2</p>', sort: 2 },
    ]);
    expect(data.privacy.map((b: { title: string }) => b.title)).toEqual(['Privacy']);
  });

  it.each([
    ['privacy', 'Privacy'],
    ['faq', 'Q1?'],
    ['terms', 'Terms'],
    ['refund', 'Refunds'],
  ])('privacyPolicyAndFaqs?type=%s answers that text', async (type, first) => {
    const { data } = await getCall(t, p.getPrivacyPolicyAndFaqs, `?type=${type}`);
    expect(data[0]).toMatchObject({ kind: type, title: first });
  });

  it('privacyPolicyAndFaqs refuses an unknown type', async () => {
    const res = await getCall(t, p.getPrivacyPolicyAndFaqs, '?type=secrets');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.msg)).toEqual(['type']);
  });

  it('contact answers its block; about is null until written', async () => {
    expect((await getCall(t, p.getContact)).data).toMatchObject({ kind: 'contact', body: '<p>hello@example.com</p>' });
    expect((await getCall(t, p.getAbout)).data).toBeNull();
  });
});

describe('GET /api/index/mediaReport', () => {
  it('pages press coverage newest first', async () => {
    const one = await getCall(t, p.listMediaReports, '?pageSize=2');
    expect(one.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(one.data.list.map((m: { title: string }) => m.title)).toEqual(['New news', 'Middle news']);
    expect((await getCall(t, p.listMediaReports, '?pageSize=2&page=2')).data.list.map((m: { title: string }) => m.title)).toEqual(['Old news']);
    expect((await getCall(t, p.listMediaReports, '?page=-1')).status).toBe(422);
  });
});

describe('GET /api/index/jury', () => {
  it('answers the published profiles in order', async () => {
    const { data } = await getCall(t, p.getJury);
    expect(data).toEqual([
      { id: expect.any(Number), name: 'A Judge', title: 'Chair', company: 'A', country: 'DE', bio: 'Bio A', photoUrl: null, sort: 1 },
      { id: expect.any(Number), name: 'B Judge', title: 'Architect', company: 'B', country: 'IT', bio: 'Bio B', photoUrl: null, sort: 2 },
    ]);
  });
});
