import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { buildPng, buildWebp, jpegWithoutPixels, noisy, orientationOnlyTiff, pngChunks, scanStart, webpChunks } from '../../helpers/image-bytes.ts';
import { fileRows, filesUnder, imagePart, kindPart, upload, userWithToken } from '../../helpers/uploads.ts';

/**
 * Issue 10: images that would cost the server dearly or break later. The default limits apply
 * (20 MB), so a camera-sized image fits.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await userWithToken(t));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Nothing of a refused upload remains: no row, no stored object, no temporary file. */
async function expectNothingLeft(rowsBefore: number) {
  expect(await fileRows(t)).toBe(rowsBefore);
  expect(filesUnder(t, 'uploads', 'originals')).toHaveLength(rowsBefore);
  expect(filesUnder(t, 'incoming')).toEqual([]);
}

describe('POST /api/apply/upload: a huge photo shown turned', () => {
  it('is kept without its metadata (no GPS, XMP or comment), turned by its orientation alone, and resized', async () => {
    const secret = 'Secret-Studio-GPS-Marker';
    // 10950 × 8000 px of one colour: 88 megapixels in about 1.4 MB.
    const huge = await sharp({ create: { width: 10950, height: 8000, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .withExif({ IFD0: { Make: secret, Copyright: secret }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${secret}"/></rdf:RDF></x:xmpmeta>`)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 80, optimiseCoding: false })
      .toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, secret.length + 2]), Buffer.from(secret)]);
    const data = Buffer.concat([huge.subarray(0, 2), comment, huge.subarray(2)]);
    expect(data.includes(secret)).toBe(true);

    const res = await upload(t, token, [kindPart('image'), imagePart(data, 'huge.jpg')]);
    expect(res.status).toBe(200);
    // As displayed: orientation 6 turns 10950 × 8000 into 8000 wide and 10950 high.
    expect(res.body.data).toMatchObject({ width: 8000, height: 10950 });

    const original = await get(res.body.data.url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.includes(secret)).toBe(false);
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.exif).toEqual(Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), orientationOnlyTiff(6)]));
    expect([meta.xmp, meta.iptc]).toEqual([undefined, undefined]);
    expect(meta).toMatchObject({ orientation: 6, width: 10950, height: 8000, autoOrient: { width: 8000, height: 10950 } });
    // The compressed pixels are those sent, byte for byte.
    expect(original.rawPayload.subarray(scanStart(original.rawPayload)).equals(huge.subarray(scanStart(huge)))).toBe(true);

    const thumb = await get(res.body.data.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    const small = await sharp(thumb.rawPayload).metadata();
    expect([small.width, small.height, small.orientation ?? 1, small.exif]).toEqual([480, 657, 1, undefined]);
  }, 60_000);
});

describe('POST /api/apply/upload refuses an image whose pixels are not all there: 422, nothing kept', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ['a JPEG cut short', async () => (await noisy(600, 400).jpeg().toBuffer()).subarray(0, 20_000)],
    ['a PNG cut short', async () => (await noisy(600, 400).png().toBuffer()).subarray(0, 20_000)],
    ['a WebP cut short', async () => (await noisy(600, 400).webp().toBuffer()).subarray(0, 20_000)],
    ['a JPEG with its headers and no pixel data', async () => jpegWithoutPixels(await noisy(600, 400).jpeg().toBuffer())],
    ['a JPEG whose pixel data stop early behind an end marker', async () => {
      const whole = await noisy(600, 400).jpeg().toBuffer();
      return Buffer.concat([whole.subarray(0, scanStart(whole) + 5000), Buffer.from([0xff, 0xd9])]);
    }],
    ['a PNG without IDAT', async () => buildPng(pngChunks(await noisy(600, 400).png().toBuffer()).filter((c) => c.type !== 'IDAT'))],
    ['a WebP whose image chunk holds only its header', async () =>
      buildWebp(webpChunks(await noisy(600, 400).webp().toBuffer()).map((c) => (c.type === 'VP8 ' ? { ...c, data: c.data.subarray(0, 30) } : c)))],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const before = await fileRows(t);
    const res = await upload(t, token, [kindPart('image'), imagePart(await make())]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 422, msg: { file: ['The image is damaged or incomplete.'] } });
    await expectNothingLeft(before);
  });
});
