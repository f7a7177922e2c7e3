import { randomBytes } from 'node:crypto';
import { UploadedFile } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { orientationOnlyTiff } from '../../helpers/image-bytes.ts';
import { makeImage } from '../../helpers/images.ts';
import { fileRows, filesUnder, imagePart, kindPart, makePdf, upload, userWithToken } from '../../helpers/uploads.ts';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  // 1 MB limits keep the over-limit cases quick; the defaults (20 MB) are checked in upload-limits.test.ts.
  t = await createTestApp({ env: { UPLOAD_IMAGE_MAX_MB: '1', UPLOAD_PDF_MAX_MB: '1' } });
  ({ token, userId } = await userWithToken(t));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Nothing of a refused upload may remain: no row, no stored object, no temporary file. */
async function expectNothingLeft(rowsBefore: number) {
  expect(await fileRows(t)).toBe(rowsBefore);
  expect(filesUnder(t, 'incoming')).toEqual([]);
  const objects = filesUnder(t, 'uploads', 'originals');
  const owned = (await t.ctx.db.select({ key: files.storageKey }).from(files)).map((r) => r.key);
  expect(objects.filter((p) => !owned.some((k) => p.endsWith(k)))).toEqual([]);
}

describe('POST /api/apply/upload: images', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('keeps a %s, checked by content, owned by the caller and in no entry yet', async (format, mime) => {
    const data = await makeImage(640, 360, format);
    const res = await upload(t, token, [kindPart('image'), imagePart(data, `My work.${format}`, 'application/octet-stream')]);
    expect(res.status).toBe(200);
    const f = UploadedFile.parse(res.body.data);
    expect(f).toMatchObject({ kind: 'image', width: 640, height: 360, bytes: data.length, name: `My work.${format}` });
    expect(f.url).toMatch(new RegExp(`^/files/${f.fileId}/original\\?exp=\\d+&sig=[\\w-]+$`));
    expect(f.thumbUrl).toMatch(new RegExp(`^/files/${f.fileId}/thumb\\?exp=`));
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, f.fileId));
    expect(row).toMatchObject({ userId, entryId: null, kind: 'entry', mime, width: 640, height: 360 });

    const original = await get(f.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe(mime);
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(original.rawPayload.equals(data)).toBe(true);
    const thumb = await get(f.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('treats a missing kind as an image and shows only the base of the sent name', async () => {
    const res = await upload(t, token, [imagePart(await makeImage(20, 20), 'C:\\Users\\me\\cover\u0007.jpg')]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'image', name: 'cover.jpg' });
  });

  it('never serves the EXIF (GPS, camera) of a photo, and keeps it the right way up', async () => {
    const secret = 'Secret-Studio-GPS-Marker';
    const data = await sharp(await makeImage(400, 200))
      .withExif({ IFD0: { Copyright: secret, Make: secret }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(data).metadata()).exif).toBeDefined();
    expect(data.includes(secret)).toBe(true);

    const res = await upload(t, token, [kindPart('image'), imagePart(data)]);
    expect(res.status).toBe(200);
    // Width and height as shown: orientation 6 turns 400×200 into 200×400.
    expect(res.body.data).toMatchObject({ width: 200, height: 400 });
    // The original keeps its pixels as sent and an EXIF block with the orientation alone (browsers
    // apply it); a resized copy is turned and has no EXIF at all.
    const original = await get(res.body.data.url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.includes(secret)).toBe(false);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.exif).toEqual(Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), orientationOnlyTiff(6)]));
    expect([meta.orientation, meta.autoOrient.width, meta.autoOrient.height]).toEqual([6, 200, 400]);
    const large = await get(res.body.data.url.replace('/original', '/large'));
    expect(large.statusCode).toBe(200);
    const resized = await sharp(large.rawPayload).metadata();
    expect(resized.exif).toBeUndefined();
    expect([resized.orientation ?? 1, resized.width, resized.height]).toEqual([1, 200, 400]);
    expect(large.rawPayload.includes(secret)).toBe(false);
  });
});

describe('POST /api/apply/upload: PDF', () => {
  it('keeps a PDF (rewritten without its author: upload-pdf.test.ts), served only as the original, inline, privately', async () => {
    const pdf = makePdf();
    const res = await upload(t, token, [kindPart('pdf'), imagePart(pdf, 'portfolio.pdf', 'application/pdf')]);
    expect(res.status).toBe(200);
    const f = UploadedFile.parse(res.body.data);
    expect(f).toMatchObject({ kind: 'pdf', width: null, height: null, name: 'portfolio.pdf' });
    expect(f.thumbUrl).toBe(f.url);
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, f.fileId));
    expect(row).toMatchObject({ userId, entryId: null, kind: 'entry-pdf', mime: 'application/pdf' });
    const served = await get(f.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[\w-]+\.pdf"$/);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.rawPayload.length).toBe(f.bytes);
    // A PDF has no image sizes, signed or not.
    expect((await get(f.url.replace('/original', '/thumb'))).statusCode).toBe(404);
  });
});

describe('POST /api/apply/upload refuses, and leaves nothing behind', () => {
  it.each([
    ['a text file renamed x.jpg', 'image', Buffer.from('Dear jury, here is my entry.\n'.repeat(50)), 'x.jpg'],
    ['a PDF renamed .jpg sent as an image', 'image', makePdf(), 'scan.jpg'],
    ['an image sent as the PDF', 'pdf', null, 'photo.pdf'],
    ['a text file renamed .pdf', 'pdf', Buffer.from('not a pdf at all, just words and more words'), 'doc.pdf'],
    ['a PDF without its trailer (cut short)', 'pdf', makePdf().subarray(0, 120), 'cut.pdf'],
    ['an SVG', 'image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'a.svg'],
  ])('%s: 422 on file', async (_name, kind, data, filename) => {
    const before = await fileRows(t);
    const body = data ?? (await makeImage(30, 30));
    const res = await upload(t, token, [kindPart(kind as string), imagePart(body, filename as string)]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 422 });
    expect(Object.keys(res.body.msg)).toEqual(['file']);
    await expectNothingLeft(before);
  });

  it.each([
    ['an image over the image limit', 'image', 'big.jpg'],
    ['a PDF over the PDF limit', 'pdf', 'big.pdf'],
  ])('%s: 422 on file, no temporary file, object or row', async (_name, kind, filename) => {
    const before = await fileRows(t);
    const data = Buffer.concat([await makeImage(50, 50), randomBytes(1024 * 1024 + 10)]);
    const res = await upload(t, token, [kindPart(kind), imagePart(data, filename)]);
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ file: ['The file is larger than 1 MB.'] });
    await expectNothingLeft(before);
  });

  it('applies the limit of a kind sent after the file', async () => {
    const before = await fileRows(t);
    const data = Buffer.concat([makePdf(), randomBytes(1024 * 1024)]);
    const res = await upload(t, token, [imagePart(data, 'late.pdf'), kindPart('pdf')]);
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ file: ['The file is larger than 1 MB.'] });
    await expectNothingLeft(before);
  });

  it('a kind that is neither image nor pdf: 422 on kind', async () => {
    const before = await fileRows(t);
    const res = await upload(t, token, [kindPart('video'), imagePart(await makeImage(10, 10))]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.msg)).toEqual(['kind']);
    await expectNothingLeft(before);
  });

  it('no file part, an empty file, or a file under another name: 422', async () => {
    const before = await fileRows(t);
    const none = await upload(t, token, [kindPart('image')]);
    expect(none.status).toBe(422);
    expect(none.body.msg).toEqual({ file: ['This field is required'] });
    const empty = await upload(t, token, [kindPart('image'), imagePart(Buffer.alloc(0))]);
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toEqual({ file: ['This field is required'] });
    const other = await upload(t, token, [kindPart('image'), { name: 'picture', value: await makeImage(10, 10), filename: 'a.jpg' }]);
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.msg)).toEqual(['picture']);
    await expectNothingLeft(before);
  });

  it('two files in one request: 422, neither kept', async () => {
    const before = await fileRows(t);
    const img = await makeImage(20, 20);
    const res = await upload(t, token, [kindPart('image'), imagePart(img, 'a.jpg'), imagePart(img, 'b.jpg')]);
    expect(res.status).toBe(422);
    expect(res.body.msg).toEqual({ file: ['Send one file per request.'] });
    await expectNothingLeft(before);
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ kind: 'image', file: 'aGVsbG8=' })],
    ['plain text', 'text/plain', 'hello'],
    ['raw bytes', 'application/octet-stream', 'hello'],
    ['a form', 'application/x-www-form-urlencoded', 'kind=image&file=x'],
  ])('a %s body is not an upload: 422 envelope', async (_name, type, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/apply/upload', payload, headers: { token, 'content-type': type } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 422, msg: { file: ['Please send the file as multipart/form-data.'] } });
  });

  it('a multipart body cut short or without its boundary: a 4xx envelope, nothing left', async () => {
    const before = await fileRows(t);
    const boundary = '----cut';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\npartial bytes`;
    const cut = await t.app.inject({ method: 'POST', url: '/api/apply/upload', payload, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(cut.statusCode).toBe(422);
    expect(cut.json()).toMatchObject({ success: false, code: 422 });
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/apply/upload', payload: 'x', headers: { token, 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(422);
    expect(noBoundary.json()).toMatchObject({ success: false, code: 422 });
    await expectNothingLeft(before);
  });

  it('401 without a token, before anything is read or stored', async () => {
    const before = await fileRows(t);
    const res = await upload(t, null, [kindPart('image'), imagePart(await makeImage(20, 20))]);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 401 });
    const bad = await upload(t, 'not-a-token', [kindPart('image'), imagePart(await makeImage(20, 20))]);
    expect(bad.status).toBe(401);
    await expectNothingLeft(before);
  });
});
