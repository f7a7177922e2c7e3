import { calls } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBlocks } from '../../../src/db/schema.ts';
import { saveContentBlock } from '../../../src/services/content/save-content-block.ts';
import { safeUrl, sanitizeHtml } from '../../../src/services/content/sanitize-html.ts';
import { getCall } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const p = calls.public;
const ATTACK = [
  '<p style="position:fixed;top:0" onclick="steal()">Read <strong>this</strong></p>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">again</a>',
  '<a href="https://example.com/ok" target="_blank">fine link</a>',
  '<img src="https://cdn.example.com/a.jpg" alt="ok" style="width:9999px">',
  '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><style>body{display:none}</style>',
].join('');

/** What must never reach a browser from a stored body. */
const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script|<iframe|<svg|<style|onerror|onload|onclick|javascript:|style=/i);
};

let t: TestApp;
let blockId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: blockId } = await saveContentBlock(t.ctx, { block: { kind: 'about', position: 'about', title: 'About <b>us</b>', body: ATTACK, linkUrl: 'javascript:alert(1)', imageUrl: '//evil.example/x.png' }, actorId: null }));
  await saveContentBlock(t.ctx, { block: { kind: 'faq', position: 'faq', title: 'Q', body: '<p>Answer<img src=x onerror=alert(1)></p>' }, actorId: null });
  await saveContentBlock(t.ctx, { block: { kind: 'banner', position: 'home', title: 'Hi', body: 'Open <script>alert(1)</script>now & then', linkUrl: 'data:text/html,<script>alert(1)</script>' }, actorId: null });
});
afterAll(() => t.close());

describe('sanitizeHtml', () => {
  it('keeps structure, emphasis, safe links and images; drops scripts, handlers, styles and bad schemes', () => {
    const clean = sanitizeHtml(ATTACK);
    expectClean(clean);
    expect(clean).toContain('<p>Read <strong>this</strong></p>');
    expect(clean).toContain('<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer">fine link</a>');
    expect(clean).toContain('<img src="https://cdn.example.com/a.jpg" alt="ok" />');
    expect(clean).toContain('<a>click</a>');
    expect(clean).not.toContain('alert(document.cookie)');
  });

  it('accepts only http(s) and site paths as stored links', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('/winner?year=2026')).toBe('/winner?year=2026');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', '']) {
      expect(safeUrl(bad)).toBeNull();
    }
  });
});

describe('content is stored clean and served clean', () => {
  it('the row in the database is already sanitised', async () => {
    const [row] = await t.ctx.db.select().from(contentBlocks).where(eq(contentBlocks.id, blockId));
    expectClean(row!.body);
    expect(row).toMatchObject({ title: 'About us', linkUrl: null, imageUrl: null });
  });

  it('about, faq answers and banners come out of the public calls clean', async () => {
    const about = (await getCall(t, p.getAbout)).data;
    expectClean(about.body);
    expect(about.body).toContain('<strong>this</strong>');
    const faq = (await getCall(t, p.getFaqAndPrivacy)).data.faq[0];
    expect(faq.answer).toBe('<p>Answer</p>');
    const [banner] = (await getCall(t, p.getBanners, '?position=home')).data;
    // Banner text is plain: the markup is gone, the text stays text.
    expect(banner).toMatchObject({ title: 'Hi', text: 'Open now & then', linkUrl: null });
  });

  it('an edit is sanitised too', async () => {
    await saveContentBlock(t.ctx, { id: blockId, block: { kind: 'about', position: 'about', title: 'About', body: '<p>New</p><img src=x onerror=alert(2)>' }, actorId: null });
    expect((await getCall(t, p.getAbout)).data.body).toBe('<p>New</p>');
  });
});
