import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTRY_IMAGES_MAX } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/core/config.ts';
import type { AppError } from '../../../src/lib/errors.ts';
import { uploadFile } from '../../../src/services/files/upload-file.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeImage } from '../../helpers/images.ts';
import { fileRows, filesUnder, imagePart, kindPart, upload, userWithToken } from '../../helpers/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOADS_UNATTACHED_MAX: '3', UPLOADS_PER_HOUR: '6', UPLOAD_PDF_MAX_MB: '5', IMAGE_MIN_LONG_EDGE: '2400' } });
});
afterAll(() => t.close());

describe('upload limits from configuration', () => {
  it('defaults suit award entries: 20 MB images and PDFs, 10 images, 50 waiting uploads', () => {
    expect(loadConfig({}).uploads).toEqual({
      imageMaxBytes: 20 * 1024 * 1024,
      pdfMaxBytes: 20 * 1024 * 1024,
      imagesPerEntryMax: 10,
      imageMinLongEdge: 1600,
      unattachedMax: 50,
      perHour: 300,
      unattachedTtlHours: 24,
      imageConcurrency: 2,
    });
  });

  it('never allows more images per entry than the forms know of', () => {
    expect(() => loadConfig({ ENTRY_IMAGES_MAX: String(ENTRY_IMAGES_MAX + 1) })).toThrow(/ENTRY_IMAGES_MAX: must be a whole number from 1 to 10/);
    expect(loadConfig({ ENTRY_IMAGES_MAX: '4' }).uploads.imagesPerEntryMax).toBe(4);
    expect(() => loadConfig({ UPLOAD_IMAGE_MAX_MB: '0' })).toThrow(/UPLOAD_IMAGE_MAX_MB/);
  });

  it('IMAGE_CONCURRENCY sets how many images are worked on at once', () => {
    expect(loadConfig({ IMAGE_CONCURRENCY: '4' }).uploads.imageConcurrency).toBe(4);
    expect(() => loadConfig({ IMAGE_CONCURRENCY: '0' })).toThrow(/IMAGE_CONCURRENCY: must be a whole number from 1 to 64/);
  });

  it('GET /api/apply/uploadLimits answers the limits in force, to logged-in users only', async () => {
    const { token } = await userWithToken(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/apply/uploadLimits', headers: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ imageMaxBytes: 20 * 1024 * 1024, imagesPerEntryMax: 10, pdfMaxBytes: 5 * 1024 * 1024, imageMinLongEdge: 2400 });
    expect((await t.app.inject({ method: 'GET', url: '/api/apply/uploadLimits' })).statusCode).toBe(401);
  });
});

describe('how many uploads a user may make', () => {
  it('refuses a 4th upload waiting for an entry (409) without storing it; others are not affected', async () => {
    const { token, userId } = await userWithToken(t);
    const img = await makeImage(16, 16);
    for (let i = 0; i < 3; i++) expect((await upload(t, token, [kindPart('image'), imagePart(img)])).status).toBe(200);
    const fourth = await upload(t, token, [kindPart('image'), imagePart(img)]);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ success: false, code: 409 });
    expect(await fileRows(t, userId)).toBe(3);
    const owned = await fileRows(t);
    expect(filesUnder(t, 'uploads', 'originals')).toHaveLength(owned);
    expect(filesUnder(t, 'incoming')).toEqual([]);

    const other = await userWithToken(t);
    expect((await upload(t, other.token, [kindPart('image'), imagePart(img)])).status).toBe(200);
  });

  it('lets no concurrent uploads slip past the cap: the row is inserted under a per-user lock', async () => {
    // The service itself, five at once: a route allows two per user in a process, but replicas
    // (or two processes) still race on the same user.
    const { userId } = await userWithToken(t);
    const dir = mkdtempSync(join(tmpdir(), 'laurel-cap-'));
    const path = join(dir, 'img.jpg');
    writeFileSync(path, await makeImage(16, 16));
    try {
      const done = await Promise.allSettled([1, 2, 3, 4, 5].map(() => uploadFile(t.ctx, { userId, kind: 'image', path, name: 'a.jpg' })));
      expect(done.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const r of done.filter((d) => d.status === 'rejected')) expect((r.reason as AppError).code).toBe(409);
      expect(await fileRows(t, userId)).toBe(3);
      expect(filesUnder(t, 'uploads', 'originals')).toHaveLength(await fileRows(t));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rate-limits upload requests per user (429 with Retry-After), counting refused ones too', async () => {
    const { token } = await userWithToken(t);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await upload(t, token, [kindPart('image'), imagePart(Buffer.from('nope'))])).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    const res = await upload(t, token, [kindPart('image'), imagePart(await makeImage(8, 8))]);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has their own allowance.
    const other = await userWithToken(t);
    expect((await upload(t, other.token, [kindPart('image'), imagePart(await makeImage(8, 8))])).status).toBe(200);
  });
});
