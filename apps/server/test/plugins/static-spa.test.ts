import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A built web app as Vite leaves it: index.html with the site-name placeholder, hashed assets. */
const dist = mkdtempSync(join(tmpdir(), 'laurel-web-dist-'));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="laurel-site-name" content="Laurel" />
    <title>Laurel</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const APP_JS = 'console.log("laurel app");\n';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), APP_JS);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const SITE_NAME = 'Aurora "Design" <Prize> & Friends';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, SITE_NAME } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });
const siteNameIn = (html: string) =>
  /<meta name="laurel-site-name" content="([^"]*)"/.exec(html)?.[1];

describe('built web app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(APP_JS);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('serves other root files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it.each([
    '/',
    '/login',
    '/winner?season=2026',
    '/winner/',
    '/awards/steps?apply_order_id=3',
    '/user/changepassword',
    '/Winner',
  ])('answers %s (a page of the route table) with index.html carrying the site name, never cached', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(siteNameIn(res.body)).toBe('Aurora &quot;Design&quot; &lt;Prize> &amp; Friends');
  });

  it('answers every route of the table with 200 (a winner page only for a shown winner: seo.test.ts)', async () => {
    for (const { path } of ROUTES) expect((await get(path)).statusCode, path).toBe(path === '/winnerDetails' ? 404 : 200);
  });

  it.each(['/no-such-page', '/winner/extra/deep', '/some/client/route', '/index.html', '/admin/no-such-page', '/awards', '/winner%2Fx', '/winnerDetails?apply_order_id=999999'])(
    'answers %s (no page of the route table) with 404 and index.html, where the app shows its not-found page',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        if (method === 'GET') {
          expect(res.body).toContain('<div id="root"></div>');
          expect(siteNameIn(res.body)).toBe('Aurora &quot;Design&quot; &lt;Prize> &amp; Friends');
        }
      }
    },
  );

  it('keeps its own answers for the files, sitemap, robots and certificate-key paths', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect((await get('/robots.txt')).statusCode).toBe(200);
    const key = await get('/.well-known/laurel-certificate-key');
    expect([key.statusCode, key.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    const pem = await get('/.well-known/laurel-certificate-key.pem');
    expect([pem.statusCode, pem.headers['content-type']]).toEqual([200, 'application/x-pem-file']);
    const file = await get('/files/999999/large');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers an unknown /api path with the JSON 404, not the page', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 404, data: null });
  });

  it('answers a missing asset with 404, not the page (a stale tab must not run HTML as script)', async () => {
    for (const url of ['/assets/app-old999.js', '/assets/nested/style-1.css']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type'] ?? '').not.toMatch(/html/);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('answers a non-GET outside /api with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });

  it('answers HEAD for a client route like GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('a site name holding String.replace patterns', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ ...t.ctx, config: { ...t.ctx.config, siteName: "Prize $& $` $' $1 $2" } });
    await other.ready();
  });
  afterAll(() => other.close());

  it('is written into the page as configured', async () => {
    const res = await get('/login', other);
    expect(siteNameIn(res.body)).toBe("Prize $&amp; $` $' $1 $2");
    expect(res.body.match(/<head>/g)).toHaveLength(1);
  });
});

describe('web app not built', () => {
  let bare: FastifyInstance;
  const empty = mkdtempSync(join(tmpdir(), 'laurel-web-empty-'));
  beforeAll(async () => {
    // The same context (and database) with a WEB_DIST that has no index.html.
    bare = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: empty } });
    await bare.ready();
  });
  afterAll(async () => {
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers pages with a 503 that says how to build it', async () => {
    for (const url of ['/', '/login']) {
      const res = await get(url, bare);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/not built/i);
      expect(res.body).toContain('npm run build');
    }
  });

  it('still answers the API', async () => {
    const health = await get('/api/health', bare);
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'ok', db: 'ok' });
    const nope = await get('/api/nope', bare);
    expect(nope.statusCode).toBe(404);
    expect(nope.json()).toMatchObject({ success: false, code: 404 });
  });
});
