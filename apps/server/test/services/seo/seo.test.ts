import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../../../src/db/schema.ts';
import { seedWinnerFixture } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** A built web app as Vite leaves it (see plugins/static-spa.test.ts). */
const dist = mkdtempSync(join(tmpdir(), 'laurel-seo-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="laurel-site-name" content="Laurel" /><title>Laurel</title></head><body><div id="root"></div></body></html>',
);

const PUBLIC_URL = 'https://awards.example.org';
let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL, SITE_NAME: 'Laurel <Award>' } });
  f = await seedWinnerFixture(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('/sitemap.xml', () => {
  it('lists the public pages and every shown winner as absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/winner', '/jury', '/faq', '/rules', '/about', '/contact', '/privacy', '/terms', '/refund-policy']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    const winners = locs.filter((l) => l!.includes('winnerDetails')).sort();
    const shown = [f.entries.foldChair, f.entries.haloLamp, f.entries.tide, f.entries.oldStool];
    expect(winners).toEqual(shown.map((id) => `${PUBLIC_URL}/winnerDetails?apply_order_id=${id}`).sort());
    expect(locs.some((l) => /account|steps|login|api/.test(l!))).toBe(false);
  });

  it('follows a winner being published', async () => {
    const before = await get('/sitemap.xml');
    expect(before.body).not.toContain(`apply_order_id=${f.entries.secret}<`);
    await t.ctx.db.update(entries).set({ isShow: true }).where(eq(entries.id, f.entries.secret));
    await t.ctx.cache.invalidate('winners');
    expect((await get('/sitemap.xml')).body).toContain(`apply_order_id=${f.entries.secret}<`);
    await t.ctx.db.update(entries).set({ isShow: false }).where(eq(entries.id, f.entries.secret));
    await t.ctx.cache.invalidate('winners');
  });
});

describe('/robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and private routes, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/account', '/steps', '/preview', '/pay-result', '/trophie', '/juryreview', '/subjuryreview', '/admin']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines.some((l) => /^Disallow: \/(winner|jury|faq|about)$/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe("a winner's page as the server sends it", () => {
  it('carries the title, description and Open Graph tags of the winner, absolute and escaped', async () => {
    const res = await get(`/winnerDetails?apply_order_id=${f.entries.haloLamp}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Halo lamp - Laurel &lt;Award&gt;</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Gold, Lighting 2026. Studio Lumen. Light that follows the day.');
    expect(meta(html, 'og:title')).toBe('Halo lamp - Laurel &lt;Award&gt;');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/winnerDetails?apply_order_id=${f.entries.haloLamp}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og/winner/${f.entries.haloLamp}.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('escapes whatever a winner wrote', async () => {
    await t.ctx.db.update(entries).set({ title: 'Chair "quoted" </title><script>alert(1)</script>' }).where(eq(entries.id, f.entries.tide));
    const html = (await get(`/winnerDetails?apply_order_id=${f.entries.tide}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Chair &quot;quoted&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; - Laurel &lt;Award&gt;</title>');
    // No cover: the preview is the seal alone, still a large card.
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og/winner/${f.entries.tide}.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("keeps a winner's text as written when it holds String.replace patterns ($&, $`, $', $1)", async () => {
    // Each of these means something to String.prototype.replace: the matched text, what comes
    // before or after it, a captured group. Written literally by a winner, they must stay literal.
    const credits = "Design: A$&B, C$`D, E$'F & G$1H";
    const title = "Lamp $' $& $`";
    await t.ctx.db
      .update(entries)
      .set({ title, winnerInfo: { credits, text: 'Statement $& $`' } })
      .where(eq(entries.id, f.entries.oldStool));
    const res = await get(`/winnerDetails?apply_order_id=${f.entries.oldStool}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain(`<title>Lamp $&#39; $&amp; $\` - Laurel &lt;Award&gt;</title>`);
    expect(meta(html, 'og:title')).toBe(`Lamp $&#39; $&amp; $\` - Laurel &lt;Award&gt;`);
    expect(meta(html, 'description')).toBe('Gold, Furniture 2025. Design: A$&amp;B, C$`D, E$&#39;F &amp; G$1H. A stool.');
  });

  it('gives an unpublished or unknown winner only the defaults, with status 404', async () => {
    for (const id of [String(f.entries.secret), '999999', 'abc']) {
      const res = await get(`/winnerDetails?apply_order_id=${id}`);
      // The app shows its not-found state there; crawlers and link checkers learn it too.
      expect(res.statusCode).toBe(404);
      const html = res.body;
      expect(html).toContain('<title>Laurel &lt;Award&gt;</title>');
      expect(html).not.toContain('Secret sofa');
    }
  });

  it('gives other public pages a sensible default description', async () => {
    const html = (await get('/rules')).body;
    expect(meta(html, 'description')).toBe('Laurel &lt;Award&gt;: who may enter, what to submit, how the jury decides and what it costs.');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/rules`);
    expect(meta(html, 'og:title')).toBe('Laurel &lt;Award&gt;');
    expect(meta((await get('/')).body, 'description')).toMatch(/independent international design award/);
    // The site name the app reads is still written in.
    expect(html).toContain('<meta name="laurel-site-name" content="Laurel &lt;Award>"');
  });
});

describe("a winner's link preview, /og/winner/{id}.jpg", () => {
  /** The colour at one pixel of a JPEG, as [r, g, b]. */
  const pixel = async (jpeg: Buffer, x: number, y: number) => {
    const { data } = await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  };
  const near = (rgb: number[], hex: string) => {
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return rgb.every((v, i) => Math.abs(v - want[i]!) <= 24);
  };

  beforeAll(async () => {
    // The cover's original, a plain blue picture, where the fixture's file row says it is.
    const blue = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2050c0' } }).jpeg().toBuffer();
    await t.ctx.storage.put('b', blue);
  });

  it("draws the cover at 1200×630 with the seal in the level's colour, revalidated with an ETag", async () => {
    const res = await get(`/og/winner/${f.entries.haloLamp}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const jpeg = res.rawPayload;
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The cover fills the card; the gold seal sits at the bottom left.
    expect(near(await pixel(jpeg, 1000, 100), '#2050c0')).toBe(true);
    expect(near(await pixel(jpeg, 164, 485), '#b08314')).toBe(true);

    const again = await get(`/og/winner/${f.entries.haloLamp}.jpg`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('draws the seal alone on paper for a winner without images', async () => {
    const res = await get(`/og/winner/${f.entries.foldChair}.jpg`);
    expect(res.statusCode).toBe(200);
    const jpeg = res.rawPayload;
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(near(await pixel(jpeg, 600, 345), '#7f8388')).toBe(true);
    expect(near(await pixel(jpeg, 60, 60), '#f5f3ee')).toBe(true);
  });

  it('answers 404 for an unknown, hidden or malformed winner, and for one hidden after its preview was drawn', async () => {
    for (const file of [`${f.entries.secret}.jpg`, `${f.entries.noAward}.jpg`, '999999.jpg', 'abc.jpg', `${f.entries.haloLamp}.png`, '0.jpg']) {
      const res = await get(`/og/winner/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.headers['cache-control'], file).toBe('no-store');
    }
    expect((await get(`/og/winner/${f.entries.haloLamp}.jpg`)).statusCode).toBe(200);
    await t.ctx.db.update(entries).set({ isShow: false }).where(eq(entries.id, f.entries.haloLamp));
    try {
      expect((await get(`/og/winner/${f.entries.haloLamp}.jpg`)).statusCode).toBe(404);
    } finally {
      await t.ctx.db.update(entries).set({ isShow: true }).where(eq(entries.id, f.entries.haloLamp));
    }
  });
});
