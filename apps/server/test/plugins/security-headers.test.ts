import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A built web app as Vite leaves it (see static-spa.test.ts). */
const dist = mkdtempSync(join(tmpdir(), 'laurel-headers-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Laurel</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);\n');

let t: TestApp;
/** The same database and context, configured for a site served over HTTPS. */
let https: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'http://awards.example.org' } });
  https = await buildApp({ ...t.ctx, config: { ...t.ctx.config, publicUrl: 'https://awards.example.org' } });
  await https.ready();
});
afterAll(async () => {
  await https.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A page, an unknown page (404), an asset, a file, the sitemap, the certificate key, the API's docs and a PDF. */
const URLS = ['/login', '/no-such-page', '/assets/app-abc123.js', '/files/999999/large', '/sitemap.xml', '/.well-known/laurel-certificate-key', '/api/docs', '/api/pdf/createEntryFeeInvoice?apply_order_id=1'];
/** API answers and errors: data, never a document. */
const API_URLS = ['/api/health', '/api/nope', '/api/index/getWinnerList?page=1', '/api/user/getUserInfo'];
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('security headers', () => {
  it.each(URLS)('%s: one frame rule (deny), a Permissions-Policy, the CSP', async (url) => {
    for (const app of [t.app, https]) {
      const res = await get(app, url);
      const csp = String(res.headers['content-security-policy']);
      // X-Frame-Options for browsers without CSP level 2; both say "never in a frame".
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      const policy = String(res.headers['permissions-policy']).split(/,\s*/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics']) {
        expect(policy, feature).toContain(`${feature}=()`);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it.each(API_URLS)('%s: a policy under which nothing loads or runs, and no frame', async (url) => {
    for (const app of [t.app, https]) {
      const res = await get(app, url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it.each([...URLS, ...API_URLS])('%s: HSTS only when PUBLIC_URL is https', async (url) => {
    expect((await get(t.app, url)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(https, url)).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
