import {
  CONTENT_SLOTS,
  getContentSlot,
  listAdminMediaReports,
  listMediaReports,
  publishContent,
  saveContentDraft,
  saveMediaReport,
  type AdminContentSlot,
  type LanguageCode,
} from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBlocks, mediaReports } from '../../../src/db/schema.ts';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * Every rich-text field the console writes is stored clean (issue 28: "a test stores each and
 * reads it back clean"): each slot's title and body in both languages, as a draft and once
 * published, its image and link, and each media report's texts. Read back through the console's
 * own calls, the public ones and the database.
 */

const HOSTILE = [
  '<p style="position:fixed" onclick="steal()">Kept <strong>text</strong></p>',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="javascript:alert(1)">js</a>',
  '<a href=" JaVaScRiPt:alert(1)">js again</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>',
  '<object data="https://evil.example/x.swf"></object><form action="javascript:x"><input onfocus=alert(1) autofocus></form>',
].join('');
/** Short enough for a title (at most 120 characters, an outlet's limit). */
const HOSTILE_LINE = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x" onclick="y">T</a>';
const HOSTILE_URL = 'javascript:alert(1)';

/** What must never be stored, served or read back. */
const expectClean = (text: string) => {
  expect(text).not.toMatch(/<script|<iframe|<svg|<object|<form|<input|<style|onerror|onload|onclick|onfocus|javascript:|data:|style=/i);
};

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await makeStaff(t, 'administrator')).token;
});
afterAll(() => t?.close());

describe('the sanitiser on every field the console writes', () => {
  it.each(CONTENT_SLOTS.map((s) => [s.key]))('%s: title, body, image and link, as a draft and published, in both languages', async (slot) => {
    for (const language of ['en', 'zh-CN'] as LanguageCode[]) {
      const saved = await call(t, saveContentDraft, {
        token: editor,
        body: { slot, language, id: null, title: `Title ${HOSTILE_LINE}`, body: HOSTILE, imageUrl: HOSTILE_URL, linkUrl: 'data:text/html,x', startsAt: null, endsAt: null },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const block = (saved.data as AdminContentSlot)[language].at(-1)!;
      expect(block.draft).not.toBeNull();
      const draft = block.draft!;
      for (const value of [draft.title, draft.body]) expectClean(value);
      expect(draft.body).toContain('Kept');
      expect(draft.imageUrl).toBeNull();
      expect(draft.linkUrl).toBeNull();

      // A second draft over the first is cleaned the same way.
      const again = await call(t, saveContentDraft, {
        token: editor,
        body: { slot, language, id: block.id, title: HOSTILE_LINE, body: `<p>again</p>${HOSTILE}`, imageUrl: '//evil.example/x.png', linkUrl: HOSTILE_URL, startsAt: null, endsAt: null },
      });
      expect(again.status).toBe(200);
      expect((await call(t, publishContent, { token: editor, body: { id: block.id } })).status).toBe(200);

      const read = (await call(t, getContentSlot, { token: editor, query: { slot } })).data as AdminContentSlot;
      const live = read[language].find((b) => b.id === block.id)!;
      expectClean(JSON.stringify(live));
      expect(live.live.imageUrl).toBeNull();
      expect(live.live.linkUrl).toBeNull();
    }
  });

  it('stores nothing hostile in any content row, and the public calls serve none', async () => {
    const rows = await t.ctx.db.select().from(contentBlocks);
    expect(rows.length).toBe(CONTENT_SLOTS.length * 2);
    for (const row of rows) expectClean(JSON.stringify(row));
    const publicAnswers = await Promise.all(
      ['/index/banner?position=home', '/index/other?position=home-intro', '/index/rules?position=entry', '/index/faqAndPrivacy', '/index/privacyPolicyAndFaqs?type=terms', '/index/privacyPolicyAndFaqs?type=refund', '/index/about', '/index/contact'].flatMap((url) =>
        ['en', 'zh-CN'].map((language) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': language } })),
      ),
    );
    for (const res of publicAnswers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Kept');
      expectClean(res.body);
    }
  });

  it("cleans a media report's titles and summaries in both languages and its image address", async () => {
    const res = await call(t, saveMediaReport, {
      token: editor,
      body: { id: null, title: `Press ${HOSTILE_LINE}`, titleZh: `报道 ${HOSTILE_LINE}`, outlet: `Outlet ${HOSTILE_LINE}`, url: 'https://example.com/a', imageUrl: HOSTILE_URL, summary: HOSTILE, summaryZh: `摘要 ${HOSTILE}`, publishedAt: '2026-10-01', isPublished: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [report] = (await call(t, listAdminMediaReports, { token: editor })).data as Record<string, unknown>[];
    expectClean(JSON.stringify(report));
    expect(report).toMatchObject({ imageUrl: null });
    expect(report!.summary).toContain('Kept');
    for (const row of await t.ctx.db.select().from(mediaReports)) expectClean(JSON.stringify(row));
    for (const language of ['en', 'zh-CN']) {
      const pub = await call(t, listMediaReports, { query: { page: 1, pageSize: 10 }, language });
      expectClean(JSON.stringify(pub.body));
    }
  });
});
