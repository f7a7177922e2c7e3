import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files } from '../../../src/db/schema.ts';
import { cleanupOrphans } from '../../../src/services/files/cleanup-orphans.ts';
import { sizeKey } from '../../../src/services/files/make-image-size.ts';
import { incomingDir } from '../../../src/storage/spool.ts';
import { storeImage } from '../../../src/services/files/store-image.ts';
import { imagePart, kindPart, makePdf, upload, userWithToken } from '../../helpers/uploads.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeEntry, makeImage } from '../../helpers/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const pathOf = (key: string) => join(t.ctx.config.dataDir, 'uploads', key);
/** Makes a file on disk look `ms` old (mtime), as if written then. */
const age = (path: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
};
const rowExists = async (id: number) => (await t.ctx.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
const backdate = (ids: number[], ms: number) =>
  t.ctx.db.update(files).set({ createdAt: new Date(Date.now() - ms) }).where(inArray(files.id, ids));

async function uploaded(token: string, kind: 'image' | 'pdf' = 'image') {
  const body = kind === 'image' ? await makeImage(600, 400) : makePdf();
  const res = await upload(t, token, [kindPart(kind), imagePart(body, kind === 'pdf' ? 'a.pdf' : 'a.jpg')]);
  expect(res.status).toBe(200);
  const [row] = await t.ctx.db.select().from(files).where(eq(files.id, res.body.data.fileId));
  return { ...row!, thumbUrl: res.body.data.thumbUrl as string };
}

describe('cleanupOrphans: uploads no entry named', () => {
  it('removes an unattached upload older than the grace period with its original and resized copies', async () => {
    const { token } = await userWithToken(t);
    const img = await uploaded(token);
    const pdf = await uploaded(token, 'pdf');
    expect((await t.app.inject({ method: 'GET', url: img.thumbUrl })).statusCode).toBe(200);
    expect(existsSync(pathOf(sizeKey(img.id, 'thumb')))).toBe(true);
    await backdate([img.id, pdf.id], 25 * HOUR);

    const res = await cleanupOrphans(t.ctx);
    expect(res).toMatchObject({ ran: true });
    expect(res.rows).toBeGreaterThanOrEqual(2);
    for (const f of [img, pdf]) {
      expect(await rowExists(f.id)).toBe(false);
      expect(existsSync(pathOf(f.storageKey))).toBe(false);
    }
    expect(existsSync(pathOf(sizeKey(img.id, 'thumb')))).toBe(false);
    expect(existsSync(pathOf(`sizes/${img.id}`))).toBe(false);
    // Its signed address is now the plain 404.
    expect((await t.app.inject({ method: 'GET', url: img.thumbUrl })).statusCode).toBe(404);
  });

  it('keeps a recent unattached upload, an old attached one and old site images', async () => {
    const { token } = await userWithToken(t);
    const recent = await uploaded(token);
    await backdate([recent.id], 23 * HOUR);
    const attached = await uploaded(token);
    const { entryId } = await makeEntry(t, false);
    await t.ctx.db.update(files).set({ entryId }).where(eq(files.id, attached.id));
    const banner = await storeImage(t.ctx, { data: await makeImage(40, 40), kind: 'banner' });
    await backdate([attached.id, banner.id], 100 * HOUR);

    await cleanupOrphans(t.ctx);
    for (const f of [recent, attached, banner]) {
      expect(await rowExists(f.id)).toBe(true);
      expect(existsSync(pathOf(f.storageKey))).toBe(true);
    }
  });

  it('follows UPLOADS_UNATTACHED_TTL_HOURS', async () => {
    const { token } = await userWithToken(t);
    const f = await uploaded(token);
    await backdate([f.id], 3 * HOUR);
    await cleanupOrphans(t.ctx, { now: Date.now() });
    expect(await rowExists(f.id)).toBe(true);
    const short = { ...t.ctx, config: { ...t.ctx.config, uploads: { ...t.ctx.config.uploads, unattachedTtlHours: 2 } } };
    await cleanupOrphans(short);
    expect(await rowExists(f.id)).toBe(false);
  });

  it('never removes a file an entry attaches meanwhile, and two runs at once remove each row once', async () => {
    const { token } = await userWithToken(t);
    // One after the other: a user may have only two uploads in flight (UPLOADS_IN_FLIGHT_MAX).
    const list = [];
    for (let i = 0; i < 4; i++) list.push(await uploaded(token));
    await backdate(list.map((f) => f.id), 30 * HOUR);
    const { entryId } = await makeEntry(t, false);
    await t.ctx.db.update(files).set({ entryId }).where(eq(files.id, list[0]!.id));
    const runs = await Promise.all([cleanupOrphans(t.ctx), cleanupOrphans(t.ctx)]);
    expect(runs.reduce((n, r) => n + r.rows, 0)).toBe(3);
    expect(await rowExists(list[0]!.id)).toBe(true);
    expect(existsSync(pathOf(list[0]!.storageKey))).toBe(true);
    for (const f of list.slice(1)) expect(existsSync(pathOf(f.storageKey))).toBe(false);
  });
});

describe('cleanupOrphans: stored objects no row owns', () => {
  it('removes old strays under originals/ and sizes/ and old temporary files; keeps recent ones and owned ones', async () => {
    const { token } = await userWithToken(t);
    const live = await uploaded(token);
    expect((await t.app.inject({ method: 'GET', url: live.thumbUrl })).statusCode).toBe(200);
    await t.ctx.storage.put('originals/old-stray.jpg', Buffer.from('x'));
    await t.ctx.storage.put('originals/new-stray.jpg', Buffer.from('x'));
    await t.ctx.storage.put('originals/half.jpg.1234.tmp', Buffer.from('x'));
    await t.ctx.storage.put('sizes/999999/thumb.webp', Buffer.from('x'));
    await t.ctx.storage.put(`sizes/${live.id}/medium.webp.abcd.tmp`, Buffer.from('x'));
    const tempDir = incomingDir(t.ctx.config.dataDir);
    mkdirSync(tempDir, { recursive: true });
    writeFileSync(join(tempDir, 'old.part'), 'x');
    writeFileSync(join(tempDir, 'new.part'), 'x');
    for (const key of ['originals/old-stray.jpg', 'originals/half.jpg.1234.tmp', 'sizes/999999/thumb.webp', `sizes/${live.id}/medium.webp.abcd.tmp`, live.storageKey, sizeKey(live.id, 'thumb')]) {
      age(pathOf(key), 2 * HOUR);
    }
    age(join(tempDir, 'old.part'), 2 * HOUR);
    age(pathOf('originals/new-stray.jpg'), 30 * 60_000);

    const res = await cleanupOrphans(t.ctx);
    expect(res.objects).toBe(4);
    expect(res.temps).toBe(1);
    for (const gone of ['originals/old-stray.jpg', 'originals/half.jpg.1234.tmp', 'sizes/999999/thumb.webp', `sizes/${live.id}/medium.webp.abcd.tmp`]) {
      expect(existsSync(pathOf(gone)), gone).toBe(false);
    }
    expect(existsSync(pathOf('sizes/999999'))).toBe(false);
    expect(existsSync(join(tempDir, 'old.part'))).toBe(false);
    // Recent: may be an upload in flight.
    expect(existsSync(pathOf('originals/new-stray.jpg'))).toBe(true);
    expect(existsSync(join(tempDir, 'new.part'))).toBe(true);
    // Owned by a row, however old.
    expect(existsSync(pathOf(live.storageKey))).toBe(true);
    expect(existsSync(pathOf(sizeKey(live.id, 'thumb')))).toBe(true);
  });

  it('treats an entry deleted from under its images like any other owner: the rows stay, so do the objects', async () => {
    const { entryId, userId } = await makeEntry(t, true);
    const img = await storeImage(t.ctx, { data: await makeImage(30, 30), kind: 'entry', entryId, userId });
    age(pathOf(img.storageKey), 5 * HOUR);
    await t.ctx.db.delete(entries).where(eq(entries.id, entryId));
    // The foreign key set entryId to null; the row is recent, so it waits out the grace period.
    await cleanupOrphans(t.ctx);
    expect(await rowExists(img.id)).toBe(true);
    expect(existsSync(pathOf(img.storageKey))).toBe(true);
  });
});
