import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileUrl, IMAGE_WIDTHS } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files } from '../../src/db/schema.ts';
import { sizeKey } from '../../src/services/files/make-image-size.ts';
import { storeImage, type StoredFile } from '../../src/services/files/store-image.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeEntry, makeImage } from '../helpers/images.ts';

// A built web app, so the SPA fallback is live and must not answer for /files.
const dist = mkdtempSync(join(tmpdir(), 'laurel-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

const captured = captureLog('debug');
let t: TestApp;
let big: StoredFile;
let small: StoredFile;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist }, log: captured.log });
  big = await storeImage(t.ctx, { data: await makeImage(2400, 1600), kind: 'banner' });
  small = await storeImage(t.ctx, { data: await makeImage(600, 900, 'png'), kind: 'jury' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const madeCount = (fileId: number, size: string) =>
  captured.lines.filter((l) => l.msg === 'image size made' && l.fileId === fileId && l.size === size).length;
const sizePath = (fileId: number, size: keyof typeof IMAGE_WIDTHS) => join(t.ctx.config.dataDir, 'uploads', sizeKey(fileId, size));

describe('GET /files/{id}/{size}', () => {
  it.each(Object.entries(IMAGE_WIDTHS))('serves %s as a WebP %i pixels wide, cached for a year', async (size, width) => {
    const res = await get(fileUrl(big.id, size as keyof typeof IMAGE_WIDTHS));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    // The aspect ratio is kept (2400×1600 is 3:2).
    expect(meta.height).toBe(Math.round((width * 2) / 3));
  });

  it('serves the original as uploaded, with its own type', async () => {
    const res = await get(fileUrl(big.id, 'original'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(big.bytes);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(2400);
  });

  it('never enlarges a small original', async () => {
    for (const size of ['thumb', 'medium', 'large'] as const) {
      const res = await get(fileUrl(small.id, size));
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width, size).toBe(Math.min(600, IMAGE_WIDTHS[size]));
    }
  });

  it('makes each size once: a second request reads the kept file', async () => {
    const first = await get(fileUrl(big.id, 'medium'));
    const mtime = statSync(sizePath(big.id, 'medium')).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    const second = await get(fileUrl(big.id, 'medium'));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(statSync(sizePath(big.id, 'medium')).mtimeMs).toBe(mtime);
    expect(madeCount(big.id, 'medium')).toBe(1);
  });

  it('answers simultaneous first requests with identical bytes from one resize', async () => {
    const file = await storeImage(t.ctx, { data: await makeImage(3000, 2000), kind: 'content' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(fileUrl(file.id, 'large'))));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(answers[0]!.rawPayload.length);
    }
    expect(madeCount(file.id, 'large')).toBe(1);
    expect(statSync(sizePath(file.id, 'large')).size).toBe(answers[0]!.rawPayload.length);
  });

  it('answers 304 to a matching If-None-Match without a body', async () => {
    const first = await get(fileUrl(big.id, 'thumb'));
    const etag = String(first.headers.etag);
    const again = await get(fileUrl(big.id, 'thumb'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another size of the same file is another resource.
    expect((await get(fileUrl(big.id, 'medium'), { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: fileUrl(small.id, 'original') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.length).toBe(0);
  });

  it('is allowed by the page’s Content-Security-Policy (same origin)', async () => {
    const page = await get('/winner');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});

describe('what is not served', () => {
  it.each(['/files/999999/thumb', '/files/abc/thumb', '/files/0/thumb', '/files/1/huge', '/files/1/thumb/extra', '/files/', '/files/99999999999999/original'])(
    '%s is a small 404, not the web page',
    async (url) => {
      const res = await get(url.replace('/1/', `/${big.id}/`));
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('hides the images of an entry that is not a shown winner, until it is shown', async () => {
    const { entryId, userId } = await makeEntry(t, false);
    const file = await storeImage(t.ctx, { data: await makeImage(800, 600), kind: 'entry', entryId, userId });
    for (const size of ['thumb', 'original'] as const) {
      const res = await get(fileUrl(file.id, size));
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('Not found.');
    }
    await t.ctx.db.update(entries).set({ isShow: true }).where(eq(entries.id, entryId));
    expect((await get(fileUrl(file.id, 'thumb'))).statusCode).toBe(200);
  });

  it('hides an entry image left without its entry, and a content image of an unknown kind', async () => {
    const orphan = await storeImage(t.ctx, { data: await makeImage(50, 50), kind: 'entry' });
    expect((await get(fileUrl(orphan.id, 'original'))).statusCode).toBe(404);
    const [other] = await t.ctx.db
      .insert(files)
      .values({ kind: 'private-note', storageKey: big.storageKey, mime: big.mime, bytes: big.bytes })
      .returning({ id: files.id });
    expect((await get(fileUrl(other!.id, 'original'))).statusCode).toBe(404);
  });
});
