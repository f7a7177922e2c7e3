import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema.ts';
import { AppError } from '../../../src/lib/errors.ts';
import { imageWork } from '../../../src/services/files/image-work.ts';
import { makeImageSize } from '../../../src/services/files/make-image-size.ts';
import { storeImage } from '../../../src/services/files/store-image.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeEntry, makeImage, streamOf } from '../../helpers/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fileCount = async () => (await t.ctx.db.select({ n: count() }).from(files))[0]!.n;
const storedOriginals = () => {
  try {
    return readdirSync(join(t.ctx.config.dataDir, 'uploads', 'originals'));
  } catch {
    return [];
  }
};

/** The refusal storeImage throws, as the client would see it. */
async function refusal(data: Buffer): Promise<AppError> {
  const err = await storeImage(t.ctx, { data, kind: 'content', field: 'images' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('storeImage refuses what is not a JPEG, PNG or WebP', () => {
  it.each([
    ['a text file renamed to .jpg', Buffer.from('Dear jury, this is my entry.\n'.repeat(20)), 'Please upload a JPEG, PNG or WebP image.'],
    ['an SVG (it can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'Please upload a JPEG, PNG or WebP image.'],
    ['an empty upload', Buffer.alloc(0), 'Please upload a JPEG, PNG or WebP image.'],
    // It starts like a JPEG, so the entrant learns the file is broken rather than of the wrong type.
    ['a JPEG header followed by garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really')]), 'The image is damaged or incomplete.'],
  ])('%s: 422 on the field, no row, nothing stored', async (_name, data, message) => {
    const before = await fileCount();
    const err = await refusal(data);
    expect(err.code).toBe(422);
    expect(err.msg).toEqual({ images: [message] });
    expect(await fileCount()).toBe(before);
    expect(storedOriginals()).toHaveLength(0);
  });

  it('refuses a GIF, which is an image but not one the site serves', async () => {
    const err = await refusal(await makeImage(20, 20, 'gif'));
    expect(err.code).toBe(422);
  });
});

describe('storeImage keeps a real image', () => {
  it.each([
    ['jpeg', 'image/jpeg', /\.jpg$/],
    ['png', 'image/png', /\.png$/],
    ['webp', 'image/webp', /\.webp$/],
  ] as const)('stores a %s with its type and size, by content', async (format, mime, ext) => {
    const data = await makeImage(640, 360, format);
    const row = await storeImage(t.ctx, { data, kind: 'banner' });
    expect(row).toMatchObject({ kind: 'banner', mime, bytes: data.length, width: 640, height: 360, entryId: null, userId: null, sort: 0 });
    expect(row.storageKey).toMatch(ext);
    const stored = await t.ctx.storage.get(row.storageKey);
    expect(stored?.bytes).toBe(data.length);
    stored?.body.destroy();
    const [dbRow] = await t.ctx.db.select().from(files).where(eq(files.id, row.id));
    expect(dbRow).toEqual(row);
  });

  it('reads a stream and attaches the file to an entry in order', async () => {
    const { entryId, userId } = await makeEntry(t, false);
    const row = await storeImage(t.ctx, { data: streamOf(await makeImage(300, 500, 'png')), kind: 'entry', entryId, userId, sort: 2 });
    expect(row).toMatchObject({ entryId, userId, sort: 2, width: 300, height: 500, mime: 'image/png' });
  });

  it('records width and height as displayed, after the EXIF rotation', async () => {
    // Orientation 6: stored 400×200, shown turned a quarter, i.e. 200 wide and 400 high.
    const data = await sharp(await makeImage(400, 200)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const row = await storeImage(t.ctx, { data, kind: 'content' });
    expect([row.width, row.height]).toEqual([200, 400]);
  });

  it('keeps a 24 MP progressive JPEG at 4:4:4 (as mozjpeg or Photoshop save it), alone under the image limit, without its metadata', async () => {
    const secret = 'Studio-GPS-Secret';
    const data = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#3c78b4' } })
      .withExif({ IFD0: { Make: secret, Copyright: secret } })
      .jpeg({ progressive: true, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(data.includes(secret)).toBe(true);
    // 6000 × 4000 × 3 components × 2 bytes: 144 MB of coefficients, more than a slot's share, so
    // it waits for a light job running although a slot is free, and its size likewise.
    const work = imageWork(t.ctx);
    expect(work.concurrency).toBe(2);
    const holdGate = async <T>(action: () => Promise<T>): Promise<T> => {
      let release!: () => void;
      const light = work.run('size', () => new Promise<void>((r) => (release = r)));
      let settled = false;
      const pending = action().finally(() => (settled = true));
      while (work.load.waiting === 0 && !settled) await new Promise((r) => setImmediate(r));
      expect(work.load).toEqual({ active: 1, waiting: 1 });
      release();
      await light;
      return pending;
    };
    const row = await holdGate(() => storeImage(t.ctx, { data, kind: 'content' }));
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 6000, height: 4000 });
    const stored = await t.ctx.storage.get(row.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.includes(secret)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 6000, height: 4000, isProgressive: true });
    const key = await holdGate(() => makeImageSize(t.ctx, row, 'thumb'));
    expect(await sharp(t.ctx.storage.localPath!(key)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(work.load).toEqual({ active: 0, waiting: 0 });
  });

  it('removes the stored object again when the row cannot be inserted', async () => {
    const before = storedOriginals().length;
    // No such entry: the foreign key refuses the row.
    await expect(storeImage(t.ctx, { data: await makeImage(10, 10), kind: 'entry', entryId: 999_999 })).rejects.toThrow();
    expect(storedOriginals()).toHaveLength(before);
  });
});
