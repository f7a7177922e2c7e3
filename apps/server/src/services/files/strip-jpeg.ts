import { DamagedImageError, FileBytes, orientationTiff, Pieces } from './file-bytes.ts';

/** A file's pieces without its metadata, and what decoding it costs beyond streaming buffers. */
export interface Stripped {
  pieces: Pieces;
  size: number;
  /**
   * Memory a decoder must hold for the whole image at once, whatever size it is decoded to:
   * a progressive or multi-scan JPEG keeps every DCT coefficient, an interlaced PNG every pixel.
   * Zero when the image decodes row by row.
   */
  bufferedBytes: number;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const PROGRESSIVE_SOF = new Set([0xc2, 0xc6, 0xca, 0xce]);
/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * Which metadata segments stay: the JFIF header, the ICC colour profile and Adobe's colour
 * transform flag change how the pixels look; EXIF (GPS, camera serial, time, a thumbnail), XMP,
 * IPTC (APP13), comments and every other APPn do not, so they go.
 */
function keepsSegment(marker: number, head: Buffer): boolean {
  const starts = (text: string) => head.subarray(0, text.length).toString('latin1') === text;
  if (marker === APP0) return starts('JFIF\u0000');
  if (marker === APP2) return starts('ICC_PROFILE\u0000');
  if (marker === APP14) return starts('Adobe');
  return !(marker > APP0 && marker <= 0xef) && marker !== COM;
}

/** The EXIF block of a stored JPEG: the orientation and nothing else. */
function orientationSegment(orientation: number): Buffer {
  const body = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), orientationTiff(orientation)]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Moves past entropy-coded data to the next marker (stuffed `FF 00` and restart markers belong to the data). */
async function skipScan(r: FileBytes): Promise<void> {
  for (;;) {
    const ff = await r.find(0xff);
    if (ff < 0) throw new DamagedImageError('scan without an end');
    r.seek(ff + 1);
    const next = await r.u8();
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) continue;
    // FF FF: fill bytes; the marker starts at a later FF.
    r.seek(next === 0xff ? ff + 1 : ff);
    if (next !== 0xff) return;
  }
}

interface Frame {
  progressive: boolean;
  width: number;
  height: number;
  components: { h: number; v: number }[];
}

function readFrame(marker: number, body: Buffer): Frame {
  if (body.length < 6) throw new DamagedImageError('short frame header');
  const count = body[5]!;
  if (body.length < 6 + 3 * count || count === 0) throw new DamagedImageError('short frame header');
  const components = Array.from({ length: count }, (_, i) => ({ h: body[7 + 3 * i]! >> 4, v: body[7 + 3 * i]! & 15 }));
  return { progressive: PROGRESSIVE_SOF.has(marker), height: body.readUInt16BE(1), width: body.readUInt16BE(3), components };
}

/** Bytes of the DCT coefficients of the whole frame (libjpeg keeps them all for a multi-scan image). */
function coefficientBytes(frame: Frame): number {
  const hMax = Math.max(...frame.components.map((c) => c.h || 1));
  const vMax = Math.max(...frame.components.map((c) => c.v || 1));
  return frame.components.reduce((sum, c) => {
    const blocksWide = Math.ceil(Math.ceil((frame.width * (c.h || 1)) / hMax) / 8);
    const blocksHigh = Math.ceil(Math.ceil((frame.height * (c.v || 1)) / vMax) / 8);
    return sum + blocksWide * blocksHigh * 64 * 2;
  }, 0);
}

/**
 * Lists the pieces of a JPEG without its metadata, segment by segment, without decoding
 * anything: the compressed pixels are kept byte for byte (no generation loss, no memory for
 * pixels) and anything after the end-of-image marker (appended files, a second image) goes.
 * When the image is shown turned (`orientation` 2–8), a minimal EXIF block with that orientation
 * alone takes the old one's place, which browsers honour (checked in Chromium; CSS
 * `image-orientation: from-image` is the default), so the pixels need not be turned here.
 * A file without a frame header or a scan, or cut short, is damaged.
 */
export async function stripJpeg(path: string, orientation: number): Promise<Stripped> {
  return FileBytes.read(path, async (r) => {
    if ((await r.u8()) !== 0xff || (await r.u8()) !== SOI) throw new DamagedImageError('not a JPEG');
    const pieces = new Pieces();
    pieces.keep(0, 2);
    let exifPlaced = orientation === 1;
    let first = true;
    let frame: Frame | undefined;
    let scans = 0;
    for (;;) {
      if ((await r.u8()) !== 0xff) {
        // Bytes between segments: decoders skip them with a warning, and they are not stored.
        const next = await r.find(0xff);
        if (next < 0) throw new DamagedImageError('no end of image');
        r.seek(next);
        continue;
      }
      let marker = await r.u8();
      while (marker === 0xff) marker = await r.u8();
      const start = r.pos - 2;
      if (marker === EOI) {
        pieces.keep(start, r.pos);
        break;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        pieces.keep(start, r.pos);
        continue;
      }
      if (marker === SOI || marker === 0x00) throw new DamagedImageError('marker out of place');
      const length = await r.u16be();
      if (length < 2) throw new DamagedImageError('segment too short');
      const end = start + 2 + length;
      const head = await r.bytes(Math.min(length - 2, 16));
      const keep = keepsSegment(marker, head);
      // After SOI, or after a JFIF header that comes first (JFIF wants to be right after SOI).
      if (!exifPlaced && !(first && marker === APP0 && keep)) {
        pieces.add(orientationSegment(orientation));
        exifPlaced = true;
      }
      first = false;
      if (isSof(marker)) {
        if (frame) throw new DamagedImageError('two frames');
        r.seek(start + 4);
        frame = readFrame(marker, await r.bytes(length - 2));
      }
      r.seek(end);
      if (keep) pieces.keep(start, end);
      if (marker === SOS) {
        if (!frame) throw new DamagedImageError('scan before frame');
        scans++;
        await skipScan(r);
        pieces.keep(end, r.pos);
      }
    }
    if (!frame || scans === 0) throw new DamagedImageError('no image data');
    const bufferedBytes = frame.progressive || scans > 1 ? coefficientBytes(frame) : 0;
    return { pieces, size: r.size, bufferedBytes };
  });
}
