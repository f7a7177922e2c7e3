import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/errors.ts';
import { checkImage, DAMAGED_MESSAGE } from '../../../src/services/files/check-image.ts';
import {
  buildPng,
  buildWebp,
  halves,
  insertAfterSoi,
  jpegSegment,
  jpegWithoutPixels,
  noisy,
  orientationOnlyTiff,
  pixelAt,
  pngChunks,
  scanStart,
  webpChunks,
} from '../../helpers/image-bytes.ts';

const dir = mkdtempSync(join(tmpdir(), 'laurel-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const temp = async () => join(dir, randomUUID());

/** Checks `data` as an upload would be, and answers the bytes that would be stored. */
async function check(data: Buffer) {
  const input = await temp();
  writeFileSync(input, data);
  const image = await checkImage(input, 'file', temp);
  return { ...image, bytes: readFileSync(image.path) };
}

async function refusal(data: Buffer): Promise<string[]> {
  const err = await check(data).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(422);
  return ((err as AppError).msg as Record<string, string[]>).file!;
}

const SECRET = 'Secret-Studio-GPS-Marker';
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${SECRET}"/></rdf:RDF></x:xmpmeta>`;
const cameraExif = { IFD0: { Make: SECRET, Copyright: SECRET }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } };
const pixels = (image: Buffer) => sharp(image).raw().toBuffer();

describe('checkImage keeps the pixels and the orientation, and nothing else', () => {
  it('a JPEG: EXIF, XMP, IPTC, comments and what follows the image go; JFIF and the ICC profile stay; no pixel changes', async () => {
    const camera = await halves(40, 20).withIccProfile('p3').withExif(cameraExif).withXmp(xmp).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const jfif = jpegSegment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex'));
    const data = Buffer.concat([
      insertAfterSoi(camera, jfif, jpegSegment(0xfe, `comment ${SECRET}`), jpegSegment(0xed, `Photoshop 3.0\u0000${SECRET}`), jpegSegment(0xe3, SECRET)),
      Buffer.from(`appended ${SECRET}`),
    ]);
    expect(camera.includes(SECRET)).toBe(true);
    const stored = await check(data);
    expect(stored.bytes.includes(SECRET)).toBe(false);
    // JFIF first, as it wants, then the EXIF block with the orientation alone.
    expect(stored.bytes.toString('latin1', 6, 11)).toBe('JFIF\u0000');
    const exifAt = 4 + stored.bytes.readUInt16BE(4);
    expect(stored.bytes.subarray(exifAt, exifAt + 2).toString('hex')).toBe('ffe1');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.exif).toEqual(Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), orientationOnlyTiff(6)]));
    expect(meta).toMatchObject({ format: 'jpeg', orientation: 6, width: 40, height: 20 });
    expect([meta.xmp, meta.iptc]).toEqual([undefined, undefined]);
    expect(meta.icc).toEqual((await sharp(camera).metadata()).icc);
    // The compressed pixels are the very same bytes: a lossless change.
    expect(stored.bytes.subarray(scanStart(stored.bytes)).equals(camera.subarray(scanStart(camera)))).toBe(true);
    expect(await pixels(stored.bytes)).toEqual(await pixels(camera));
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it('a JPEG without metadata is stored byte for byte', async () => {
    const plain = await noisy(64, 48).jpeg().toBuffer();
    const stored = await check(plain);
    expect(stored.bytes.equals(plain)).toBe(true);
  });

  it('a progressive JPEG keeps all its scans', async () => {
    const progressive = await noisy(120, 80).withExif(cameraExif).jpeg({ progressive: true }).toBuffer();
    const stored = await check(progressive);
    expect(stored.bytes.includes(SECRET)).toBe(false);
    expect(await pixels(stored.bytes)).toEqual(await pixels(progressive));
  });

  it('a PNG: text, time and EXIF chunks go, the orientation stays in an eXIf of its own before the pixels', async () => {
    const base = await halves(40, 20).withIccProfile('p3').png().toBuffer();
    const chunks = pngChunks(base);
    const data = buildPng([
      chunks[0]!,
      { type: 'tEXt', data: Buffer.from(`Author\u0000${SECRET}`, 'latin1') },
      { type: 'eXIf', data: Buffer.from(`MM\u0000*${SECRET}`, 'latin1') },
      ...chunks.slice(1, -1),
      { type: 'tIME', data: Buffer.from('07e90b170c0000', 'hex') },
      chunks.at(-1)!,
    ]);
    // sharp reads the orientation from the eXIf chunk: a real one is needed for that.
    const turned = buildPng([...pngChunks(data).slice(0, 2), { type: 'eXIf', data: orientationOnlyTiff(6) }, ...pngChunks(data).slice(3)]);
    for (const [input, orientation] of [[data, 1], [turned, 6]] as const) {
      const stored = await check(Buffer.concat([input, Buffer.from(SECRET)]));
      expect(stored.bytes.includes(SECRET)).toBe(false);
      const types = pngChunks(stored.bytes).map((c) => c.type);
      expect(types).toEqual(['IHDR', ...(orientation === 6 ? ['eXIf'] : []), ...chunks.slice(1).map((c) => c.type)]);
      expect(types).toContain('iCCP');
      expect((await sharp(stored.bytes).metadata()).orientation ?? 1).toBe(orientation);
      expect(await pixels(stored.bytes)).toEqual(await pixels(base));
    }
  });

  it('a WebP: EXIF and XMP chunks go and its header says so; the ICC profile stays', async () => {
    const camera = await noisy(40, 20).withIccProfile('p3').withExif(cameraExif).withXmp(xmp).webp({ lossless: true }).toBuffer();
    expect(webpChunks(camera).map((c) => c.type)).toEqual(expect.arrayContaining(['VP8X', 'ICCP', 'EXIF', 'XMP ']));
    const stored = await check(Buffer.concat([camera, Buffer.from(SECRET)]));
    expect(stored.bytes.includes(SECRET)).toBe(false);
    expect(webpChunks(stored.bytes).map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'VP8L']);
    expect(stored.bytes.readUInt32LE(4)).toBe(stored.bytes.length - 8);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ width: 40, height: 20 });
    expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    expect(meta.icc).toBeDefined();
    expect(await pixels(stored.bytes)).toEqual(await pixels(camera));
  });

  it('a WebP shown turned is turned upright (browsers ignore its EXIF orientation), lossless stays lossless', async () => {
    for (const lossless of [true, false]) {
      const data = await halves(40, 20).withExif(cameraExif).withMetadata({ orientation: 6 }).webp({ lossless }).toBuffer();
      const stored = await check(data);
      const meta = await sharp(stored.bytes).metadata();
      expect(meta).toMatchObject({ width: 20, height: 40 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(stored.bytes.includes(SECRET)).toBe(false);
      expect(webpChunks(stored.bytes).some((c) => c.type === 'VP8L')).toBe(lossless);
      // Red (the left half) is now on top.
      const [r, , b] = await pixelAt(stored.bytes, 10, 3);
      expect(r! > 200 && b! < 50).toBe(true);
    }
  });
});

describe('checkImage refuses an image whose pixels are not all there', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('a %s cut short', async (format) => {
    const whole = await noisy(300, 200).toFormat(format).toBuffer();
    for (const keep of [0.9, 0.5]) expect(await refusal(whole.subarray(0, Math.floor(whole.length * keep)))).toEqual([DAMAGED_MESSAGE]);
  });

  it('a JPEG with headers and no pixel data', async () => {
    expect(await refusal(jpegWithoutPixels(await noisy(300, 200).jpeg().toBuffer()))).toEqual([DAMAGED_MESSAGE]);
  });

  it('a JPEG whose data ends early behind an end-of-image marker', async () => {
    const whole = await noisy(300, 200).jpeg().toBuffer();
    const cut = Buffer.concat([whole.subarray(0, scanStart(whole) + 2000), Buffer.from([0xff, 0xd9])]);
    expect(await refusal(cut)).toEqual([DAMAGED_MESSAGE]);
  });

  it('a PNG without IDAT, and one whose IDAT holds too little', async () => {
    const chunks = pngChunks(await noisy(300, 200).png().toBuffer());
    expect(await refusal(buildPng(chunks.filter((c) => c.type !== 'IDAT')))).toEqual([DAMAGED_MESSAGE]);
    const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
    const short = [chunks[0]!, { type: 'IDAT', data: idat.subarray(0, idat.length >> 2) }, chunks.at(-1)!];
    expect(await refusal(buildPng(short))).toEqual([DAMAGED_MESSAGE]);
  });

  it('a WebP whose image chunk holds only its header, or is missing', async () => {
    for (const lossless of [false, true]) {
      const chunks = webpChunks(await noisy(300, 200).webp({ lossless }).toBuffer());
      const cut = chunks.map((c) => (c.type.startsWith('VP8') ? { ...c, data: c.data.subarray(0, 30) } : c));
      expect(await refusal(buildWebp(cut))).toEqual([DAMAGED_MESSAGE]);
    }
    const withIcc = webpChunks(await noisy(30, 20).withIccProfile('p3').webp().toBuffer());
    expect(await refusal(buildWebp(withIcc.filter((c) => !c.type.startsWith('VP8 '))))).toEqual([DAMAGED_MESSAGE]);
  });
});

describe('checkImage refuses what it cannot check within bounded memory', () => {
  /** A header claiming `width × height`, in front of a small image's data (the header is read first). */
  function claimSize(data: Buffer, format: 'jpeg' | 'png', width: number, height: number): Buffer {
    const out = Buffer.from(data);
    if (format === 'png') {
      const chunks = pngChunks(out);
      chunks[0]!.data.writeUInt32BE(width, 0);
      chunks[0]!.data.writeUInt32BE(height, 4);
      return buildPng(chunks);
    }
    const sof = out.indexOf(Buffer.from([0xff, 0xc2]));
    out.writeUInt16BE(height, sof + 5);
    out.writeUInt16BE(width, sof + 7);
    return out;
  }

  it('a progressive JPEG whose coefficients alone would take over 256 MB', async () => {
    const small = await noisy(64, 64).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer();
    // 9000 × 5000 × 3 components × 2 bytes = 270 MB of coefficients (45 MP; 24 MP is kept).
    const [message] = await refusal(claimSize(small, 'jpeg', 9000, 5000));
    expect(message).toMatch(/progressive.*too large to check/);
  });

  it('an interlaced PNG whose pixels would take over 256 MB', async () => {
    const small = await noisy(64, 64).png({ progressive: true }).toBuffer();
    // 10 000 × 9000 × 3 bytes = 270 MB.
    const [message] = await refusal(claimSize(small, 'png', 10_000, 9000));
    expect(message).toMatch(/interlaced and too large to check/);
  });

  it('a turned WebP too large to re-encode within that', async () => {
    // 3600 × 3000 × 25 bytes per pixel = 270 MB.
    const data = await sharp({ create: { width: 3600, height: 3000, channels: 3, background: '#c85028' } }).withMetadata({ orientation: 6 }).webp().toBuffer();
    const [message] = await refusal(data);
    expect(message).toMatch(/on its side and is too large to turn upright/);
  });
});
