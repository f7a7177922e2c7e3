import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.ts';
import { imageWork } from '../../src/services/files/image-work.ts';
import { storeImage } from '../../src/services/files/store-image.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { noisy } from '../helpers/image-bytes.ts';
import { makeImage } from '../helpers/images.ts';

/**
 * A size that cannot be made answers a small plain-text error, never a 500: an original stored
 * before uploads were verified that does not decode, or an image queue that is full.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { IMAGE_CONCURRENCY: '1' } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /files/{id}/{size} when the size cannot be made', () => {
  it('an original whose pixel data are cut short: 422 plain text, not cached; the original is still served', async () => {
    const whole = await noisy(600, 400).jpeg().toBuffer();
    const cut = whole.subarray(0, 20_000);
    // As an older upload would have stored it, without the check.
    await t.ctx.storage.put('originals/cut.jpg', cut);
    const [row] = await t.ctx.db
      .insert(files)
      .values({ kind: 'banner', storageKey: 'originals/cut.jpg', mime: 'image/jpeg', bytes: cut.length, width: 600, height: 400 })
      .returning();
    for (const size of ['thumb', 'medium', 'large']) {
      const res = await get(`/files/${row!.id}/${size}`);
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toBe('This image is damaged and cannot be resized.');
    }
    const original = await get(`/files/${row!.id}/original`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(cut)).toBe(true);
  });

  it('the image queue is full: 503 with Retry-After, not cached; made once the queue has room', async () => {
    const file = await storeImage(t.ctx, { data: await makeImage(900, 600), kind: 'banner' });
    const work = imageWork(t.ctx);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The one slot is busy, and 100 sizes already wait for it.
    const holder = work.run('upload', () => held);
    const waiting = Array.from({ length: 100 }, () => work.run('size', async () => undefined));
    expect(work.load).toEqual({ active: 1, waiting: 100 });

    const res = await get(`/files/${file.id}/thumb`);
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');

    release();
    await Promise.all([holder, ...waiting]);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
    const later = await get(`/files/${file.id}/thumb`);
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-type']).toBe('image/webp');
  });
});
