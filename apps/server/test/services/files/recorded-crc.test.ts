import { UploadedFile } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema.ts';
import { storeImage } from '../../../src/services/files/store-image.ts';
import { stripStoredPdfs } from '../../../src/services/files/strip-stored-pdfs.ts';
import { imagePart, kindPart, upload, userWithToken } from '../../helpers/uploads.ts';
import { jpegNamingAuthor, pdfNamingAuthor } from '../../helpers/identifying-files.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * Every stored file's row carries the CRC-32 and size of the very bytes stored — after its
 * metadata was taken out or the PDF rewritten, not of what was sent — which a jury zip puts in
 * its header instead of reading the file for them (docs/decisions/017-crc-kept-when-stored.md).
 */

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, userId } = await userWithToken(t));
});
afterAll(() => t.close());

const who = { name: 'Wenzel Ashgrove', company: 'Ashgrove Works', email: 'wenzel@ashgrove-works.test' };

const row = async (id: number) => (await t.ctx.db.select().from(files).where(eq(files.id, id)))[0]!;

async function storedBytes(key: string): Promise<Buffer> {
  const object = await t.ctx.storage.get(key);
  return Buffer.concat(await object!.body.toArray());
}

/** The row's CRC-32 and size are its stored object's; `sent` was changed on the way in. */
async function expectRecorded(id: number, sent: Buffer) {
  const r = await row(id);
  const bytes = await storedBytes(r.storageKey);
  expect(bytes.equals(sent)).toBe(false);
  expect({ crc32: r.crc32, bytes: r.bytes }).toEqual({ crc32: crc32(bytes), bytes: bytes.length });
}

describe("a stored file's CRC-32", () => {
  it('is recorded at upload for an image, of its bytes without their metadata', async () => {
    const sent = await jpegNamingAuthor(who);
    const res = await upload(t, token, [kindPart('image'), imagePart(sent)]);
    expect(res.status).toBe(200);
    await expectRecorded(UploadedFile.parse(res.body.data).fileId, sent);
  });

  it('is recorded at upload for a PDF, of the rewritten bytes', { timeout: 30_000 }, async () => {
    const sent = await pdfNamingAuthor(who);
    const res = await upload(t, token, [kindPart('pdf'), imagePart(sent, 'portfolio.pdf', 'application/pdf')]);
    expect(res.status).toBe(200);
    await expectRecorded(UploadedFile.parse(res.body.data).fileId, sent);
  });

  it('is recorded for an image stored by the server itself (the demo seed)', async () => {
    const sent = await jpegNamingAuthor(who);
    const stored = await storeImage(t.ctx, { data: sent, kind: 'entry', userId });
    await expectRecorded(stored.id, sent);
  });

  it("is the rewritten object's when the PDF job strips a PDF stored before", { timeout: 30_000 }, async () => {
    const sent = await pdfNamingAuthor(who);
    const storageKey = 'originals/stored-before-stripping.pdf';
    const put = await t.ctx.storage.put(storageKey, sent);
    // Stored byte for byte before uploads were stripped, with the CRC-32 of those bytes.
    const [before] = await t.ctx.db
      .insert(files)
      .values({ userId, kind: 'entry-pdf', storageKey, mime: 'application/pdf', bytes: put.bytes, crc32: put.crc32 })
      .returning();
    expect(before!.crc32).toBe(crc32(sent));
    expect(await stripStoredPdfs(t.ctx)).toEqual({ stripped: 1, refused: 0 });
    expect((await row(before!.id)).storageKey).not.toBe(storageKey);
    await expectRecorded(before!.id, sent);
  });

  it('is kept as a ZIP header holds it, unsigned', async () => {
    const values = { userId, kind: 'entry', storageKey: 'originals/x.jpg', mime: 'image/jpeg', bytes: 1 };
    const [high] = await t.ctx.db.insert(files).values({ ...values, crc32: 0xffffffff }).returning();
    expect(high!.crc32).toBe(0xffffffff);
    await expect(t.ctx.db.insert(files).values({ ...values, crc32: -1 })).rejects.toThrow();
    await expect(t.ctx.db.insert(files).values({ ...values, crc32: 2 ** 32 })).rejects.toThrow();
  });
});
