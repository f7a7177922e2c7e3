import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTES } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, juryProfiles } from '../../src/db/schema.ts';
import { saveContentBlock } from '../../src/services/content/save-content-block.ts';
import { seedWinnerFixture } from '../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { buildWebApp } from '../helpers/web-build.ts';

/*
 * Server rendering (apps/web/src/app/README.md#server-rendering) against the real renderer, built from
 * the web app's sources, over a real socket so the cached pages' fast path is what answers.
 */

let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;
let base: string;
let bannerId: number;

beforeAll(async () => {
  const webDist = buildWebApp();
  t = await createTestApp({ config: { webDist, siteName: 'Laurel Test Award' } });
  f = await seedWinnerFixture(t);
  ({ id: bannerId } = await saveContentBlock(t.ctx, {
    block: { kind: 'banner', position: 'home', title: 'Entries are open', body: 'Until March' },
    actorId: null,
  }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** A GET as a browser sends it, the body as it came on the wire. */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const rendered = (html: string) => html.includes('id="laurel-state"');
/** The state block's JSON, as the browser parses it. */
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="laurel-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    language: string;
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };

describe('server-rendered public pages', () => {
  it('answers every public route with its rendered content, its data and no script that runs inline', async () => {
    const publicRoutes = ROUTES.filter((r) => r.serverRendered).map((r) => r.path);
    expect(publicRoutes).toEqual(
      expect.arrayContaining(['/', '/winner', '/winnerDetails', '/jury', '/jurymember', '/faq', '/rules', '/about', '/contact', '/403']),
    );
    for (const path of publicRoutes) {
      const url = path === '/winnerDetails' ? `${path}?apply_order_id=${f.entries.haloLamp}` : path;
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(rendered(res.text), url).toBe(true);
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(res.text)?.[1] ?? '';
      expect(root, url).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
      // Only the state block and the loader: the CSP allows no inline script to run.
      const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts, url).toEqual([
        '<script type="application/json" id="laurel-state">',
        expect.stringMatching(/^<script defer src="\/laurel-boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]+"><\/script>$|^<script defer src="\/laurel-boot\.js"/),
      ]);
      expect(res.text, url).not.toContain('<noscript>');
    }
  });

  it('writes the page in its data: the home banner, a winner with its image preloaded at the right size', async () => {
    const home = await get('/');
    expect(home.text).toContain('Entries are open');
    expect(home.text).toContain('<title>Laurel Test Award</title>');

    const winner = await get(`/winnerDetails?apply_order_id=${f.entries.haloLamp}`);
    expect(winner.text).toMatch(/<h1[^>]*>Halo lamp<\/h1>/);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(winner.text)?.[0] ?? '';
    expect(preload).toContain(`href="/files/${f.images.cover}/medium"`);
    expect(preload).toContain(`imagesrcset="/files/${f.images.cover}/thumb 480w, /files/${f.images.cover}/medium 960w"`);
    expect(preload).toMatch(/imagesizes="[^"]+"/);
    // Before any style: the browser asks for the hero first.
    expect(winner.text.indexOf(preload)).toBeLessThan(winner.text.indexOf('<style'));
    const state = stateOf(winner.text);
    const info = state.queries.queries.find((q) => JSON.stringify(q.queryKey).includes('winner'));
    expect(JSON.stringify(info?.state.data)).toContain('Halo lamp');
  });

  it('escapes what the data says inside the state block, so no title can close it', async () => {
    const hostile = 'Fold </script><script>alert(1)</script> chair \u2028';
    await t.ctx.db.update(entries).set({ title: hostile }).where(eq(entries.id, f.entries.foldChair));
    await t.ctx.cache.invalidate('winners');
    const res = await get(`/winnerDetails?apply_order_id=${f.entries.foldChair}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    const state = stateOf(res.text);
    expect(JSON.stringify(state)).toContain('alert(1)');
    expect(res.text).toContain('Fold &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; chair');
  });

  it('renders in the language of the cookie, else of the browser, and keeps one copy per language', async () => {
    const zh = await get('/faq', { cookie: 'other=1; laurel_lang=zh-CN' });
    expect(zh.text).toContain('<html lang="zh-CN"');
    expect(stateOf(zh.text).language).toBe('zh-CN');
    expect(zh.text).toContain('常见问题');
    const browser = await get('/faq', { 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.8' });
    expect(browser.text).toContain('<html lang="zh-CN"');
    const chosen = await get('/faq', { cookie: 'laurel_lang=en', 'accept-language': 'zh-CN' });
    expect(chosen.text).toContain('<html lang="en"');
    expect(chosen.headers.etag).not.toBe(zh.headers.etag);
    expect(chosen.headers.vary).toBe('accept-encoding, cookie, accept-language');
  });

  it("renders the organisers' texts in the page's language, and a country by its name in it", async () => {
    const save = (language: 'en' | 'zh-CN', title: string) =>
      saveContentBlock(t.ctx, { block: { kind: 'rules', position: 'entry', language, title, body: '<p>…</p>' }, actorId: null });
    await save('en', 'Who may enter');
    await save('zh-CN', '参赛资格');
    const [judge] = await t.ctx.db
      .insert(juryProfiles)
      .values({ name: 'Anna Weber', title: 'Jury chair', titleZh: '评审团主席', company: 'UdK', country: 'DE', bio: 'Designer.', bioZh: '设计师。' })
      .returning({ id: juryProfiles.id });
    await t.ctx.cache.invalidate('jury');
    const zh = { cookie: 'laurel_lang=zh-CN' };
    const en = { cookie: 'laurel_lang=en' };

    const rulesZh = await get('/rules', zh);
    expect(rulesZh.text).toContain('参赛资格');
    expect(rulesZh.text).not.toContain('Who may enter');
    expect((await get('/rules', en)).text).toContain('Who may enter');

    const member = `/jurymember?id=${judge!.id}`;
    const memberZh = await get(member, zh);
    expect(rendered(memberZh.text)).toBe(true);
    // Node's full ICU names it as the browser's Intl.DisplayNames does, so hydration agrees.
    expect(memberZh.text).toContain('>德国<');
    expect(memberZh.text).toContain('评审团主席');
    expect(memberZh.text).not.toContain('Jury chair');
    const memberEn = await get(member, en);
    expect(memberEn.text).toContain('>Germany<');
    expect(memberEn.text).toContain('Jury chair');
  });

  it('serves the stored copy until an edit, then the edited page at once', async () => {
    const first = await get('/');
    const again = await get('/');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe(first.text);
    // A write behind the services' back is not seen: the copy is served…
    const halo = `/winnerDetails?apply_order_id=${f.entries.haloLamp}`;
    expect((await get(halo)).text).toContain('Halo lamp');
    await t.ctx.db.update(entries).set({ title: 'Renamed behind the cache' }).where(eq(entries.id, f.entries.haloLamp));
    expect((await get(halo)).text).toContain('Halo lamp');
    // …and an edit through a service drops it, here and on every replica (the cache's tags).
    await saveContentBlock(t.ctx, {
      id: bannerId,
      block: { kind: 'banner', position: 'home', title: 'Results are out', body: 'See the winners' },
      actorId: null,
    });
    const edited = await get('/');
    expect(edited.text).toContain('Results are out');
    expect(edited.text).not.toContain('Entries are open');
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    await t.ctx.db.update(entries).set({ title: 'Halo lamp' }).where(eq(entries.id, f.entries.haloLamp));
    await t.ctx.cache.invalidate('winners');
  });

  it('sends each coding the browser accepts, with its own validator, and 304 when it still matches', async () => {
    const plain = await get('/jury');
    const br = await get('/jury', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/jury', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.text);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.text);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const notModified = await get('/jury', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const refused = await get('/jury', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('leaves guarded pages and the forms to the browser, and answers a missing page or winner with 404', async () => {
    for (const path of ['/account', '/steps', '/login', '/verify', '/juryreview']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(rendered(res.text), path).toBe(false);
      expect(res.text, path).toContain('<div id="root"></div>');
    }
    const nowhere = await get('/no/such/page');
    expect(nowhere.status).toBe(404);
    expect(rendered(nowhere.text)).toBe(true);
    expect(nowhere.text).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
    const secret = await get(`/winnerDetails?apply_order_id=${f.entries.secret}`);
    expect(secret.status).toBe(404);
    expect(secret.text).not.toContain('Secret sofa');
  });

  it('answers hostile addresses with a page, never a failure', async () => {
    for (const path of [
      '/winner?page=%00',
      '/winnerDetails?apply_order_id=%F0%9F',
      `/winnerDetails?apply_order_id=${'9'.repeat(400)}`,
      '/faq?x=%3C%2Fscript%3E',
      `/jurymember?id=${'1'.repeat(30)}`,
    ]) {
      const res = await get(path);
      expect([200, 404], path).toContain(res.status);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.text, path).not.toContain('</script><script');
    }
  });

  it('follows the language link without the app: the choice becomes the cookie and the page is shown without it', async () => {
    const faq = await get('/faq?lang=zh-CN');
    expect(faq.status).toBe(303);
    expect(faq.headers.location).toBe('/faq');
    expect(faq.headers['set-cookie']).toEqual([expect.stringMatching(/^laurel_lang=zh-CN; Path=\/; Max-Age=31536000; SameSite=Lax$/)]);
    const winners = await get('/Winner/?year=2026&lang=en&page=2');
    expect(winners.status).toBe(303);
    expect(winners.headers.location).toBe('/winner?year=2026&page=2');
    // Only our languages, only on the app's pages.
    expect((await get('/faq?lang=fr')).status).toBe(200);
    expect((await get('/no/such/page?lang=zh-CN')).status).toBe(404);
    expect((await get(`/faq?lang=${encodeURIComponent('//evil.example')}`)).status).toBe(200);
  });

  it('keeps one copy of a page whatever other parameters its address carries', async () => {
    const plain = await get('/faq');
    const tracked = await get('/faq?utm_source=newsletter&fbclid=x%00y');
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    const filtered = await get('/winner?year=2026&page=1');
    const reordered = await get('/winner?page=1&ref=home&year=2026');
    expect(reordered.headers.etag).toBe(filtered.headers.etag);
    expect(filtered.headers.etag).not.toBe((await get('/winner')).headers.etag);
    // What the page reads still counts: another winner is another page.
    const other = await get(`/winnerDetails?apply_order_id=${f.entries.tide}&utm=1`);
    expect(other.text).toMatch(/<h1[^>]*>Tide identity<\/h1>/);
  });

  it('renders twenty requests for the same uncached page at once into one stored copy', async () => {
    await t.ctx.cache.invalidate('content');
    const all = await Promise.all(Array.from({ length: 20 }, () => get('/about')));
    expect(new Set(all.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(all.map((r) => r.headers.etag)).size).toBe(1);
  });
});
