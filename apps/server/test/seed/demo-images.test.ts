import { fileUrl } from '@laurel/contract';
import { asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, contentBlocks, entries, files, juryProfiles, mediaReports } from '../../src/db/schema.ts';
import { seedDemoImages } from '../../src/seed/demo-images.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // seedDemoData ends with seedDemoImages; its time is measured by `npm run bench -- demo-seed`.
  await seedDemoData(t.ctx);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('seedDemoImages', () => {
  it('gives every shown winner 3–5 images in order, all public', async () => {
    const winners = await t.ctx.db.select().from(entries).where(eq(entries.isShow, true));
    expect(winners.length).toBeGreaterThan(0);
    for (const w of winners) {
      const images = await t.ctx.db.select().from(files).where(eq(files.entryId, w.id)).orderBy(asc(files.sort));
      expect(images.length, w.title).toBeGreaterThanOrEqual(3);
      expect(images.length, w.title).toBeLessThanOrEqual(5);
      expect(images.map((f) => f.sort)).toEqual(images.map((_, i) => i));
      for (const f of images) {
        expect(f).toMatchObject({ kind: 'entry', userId: w.userId, mime: 'image/jpeg' });
        expect(f.width! * f.height!).toBeGreaterThan(0);
        const res = await get(fileUrl(f.id, 'thumb'));
        expect(res.statusCode).toBe(200);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
      }
    }
  });

  it('gives unpublished entries images only once the entrant has reached the images step', async () => {
    const hidden = await t.ctx.db
      .select({ status: entries.status, draftStep: entries.draftStep, kind: files.kind })
      .from(files)
      .innerJoin(entries, eq(entries.id, files.entryId))
      .where(eq(entries.isShow, false));
    expect(hidden.length).toBeGreaterThan(0);
    for (const f of hidden) {
      expect(f.kind).toBe('entry');
      expect(f.status !== 'draft' || f.draftStep >= 2).toBe(true);
    }
  });

  it('fills every banner, jury photo, media image and category cover, and each address answers', async () => {
    const urls = [
      ...(await t.ctx.db.select({ u: contentBlocks.imageUrl }).from(contentBlocks).where(eq(contentBlocks.kind, 'banner'))),
      ...(await t.ctx.db.select({ u: juryProfiles.photoUrl }).from(juryProfiles)),
      ...(await t.ctx.db.select({ u: mediaReports.imageUrl }).from(mediaReports)),
      ...(await t.ctx.db.select({ u: categories.coverUrl }).from(categories)),
    ].map((r) => r.u);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url).toMatch(/^\/files\/\d+\/(thumb|medium|large)$/);
      const res = await get(url!);
      expect(res.statusCode, url!).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it("draws different pictures, not one image repeated; a season's copy of a category shows its original's", async () => {
    const all = await t.ctx.db.select({ id: categories.id, originId: categories.originId, u: categories.coverUrl }).from(categories);
    const originals = all.filter((c) => c.originId === c.id);
    const bodies = await Promise.all(originals.map(async (c) => (await get(c.u!)).rawPayload.toString('base64')));
    expect(new Set(bodies).size).toBe(bodies.length);
    const copies = all.filter((c) => c.originId !== c.id);
    expect(copies.length).toBe(originals.length);
    for (const c of copies) expect(c.u).toBe(originals.find((o) => o.id === c.originId)!.u);
  });

  it('adds nothing when run again: what has an image keeps it', async () => {
    const before = await t.ctx.db.select({ id: files.id }).from(files);
    await seedDemoImages(t.ctx);
    expect(await t.ctx.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
    expect(await t.ctx.db.select().from(categories).where(isNull(categories.coverUrl))).toEqual([]);
  });
});
