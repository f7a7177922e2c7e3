import { crc32 } from 'node:zlib';
import { DamagedImageError, FileBytes, orientationTiff, Pieces } from './file-bytes.ts';
import type { Stripped } from './strip-jpeg.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Ancillary chunks that change how the pixels look (transparency, colour space and profile,
 * gamma, HDR, pixel density, background). Every other ancillary chunk goes: text (`tEXt`, `zTXt`,
 * `iTXt`: authors, software, comments), `tIME`, `eXIf`, animation (`acTL`, `fcTL`, `fdAT`: only
 * the still image is checked, so only it is served) and chunks of private tools.
 */
const KEPT_ANCILLARY = new Set(['tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCv', 'cLLi', 'pHYs', 'bKGD']);

/** Samples per pixel once decoded, by colour type (a palette becomes RGB, RGBA with `tRNS`). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Lists the pieces of a PNG without its metadata, chunk by chunk, without decoding: the
 * compressed pixels (`IDAT`) are kept byte for byte, anything after `IEND` goes. A turned image
 * (`orientation` 2–8) gets an `eXIf` chunk with the orientation alone, right after `IHDR`
 * (browsers honour it only before the pixel data). Critical chunks are all kept, so a decoder
 * sees what it would have seen. A file without `IHDR` first, without `IDAT`, or cut short, is
 * damaged.
 */
export async function stripPng(path: string, orientation: number): Promise<Stripped> {
  return FileBytes.read(path, async (r) => {
    if (!(await r.bytes(8)).equals(SIGNATURE)) throw new DamagedImageError('not a PNG');
    const pieces = new Pieces();
    pieces.keep(0, 8);
    let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined;
    let transparency = false;
    let pixelChunks = 0;
    for (;;) {
      const start = r.pos;
      const length = await r.u32be();
      const type = (await r.bytes(4)).toString('latin1');
      if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw new DamagedImageError('bad chunk');
      const end = start + 12 + length;
      if (!header) {
        if (type !== 'IHDR' || length !== 13) throw new DamagedImageError('IHDR missing');
        const h = await r.bytes(13);
        header = { width: h.readUInt32BE(0), height: h.readUInt32BE(4), depth: h[8]!, colour: h[9]!, interlaced: h[12] === 1 };
        r.seek(end);
        pieces.keep(start, end);
        if (orientation !== 1) pieces.add(pngChunk('eXIf', orientationTiff(orientation)));
        continue;
      }
      r.seek(end);
      if (type === 'IDAT') pixelChunks++;
      if (type === 'tRNS') transparency = true;
      // Bit 5 of the first letter: lower case is ancillary.
      const critical = (type.charCodeAt(0) & 0x20) === 0;
      if (critical || KEPT_ANCILLARY.has(type)) pieces.keep(start, end);
      if (type === 'IEND') break;
    }
    if (pixelChunks === 0) throw new DamagedImageError('no image data');
    const { width, height, depth, colour, interlaced } = header;
    const channels = (CHANNELS[colour] ?? 4) + (transparency && colour !== 4 && colour !== 6 ? 1 : 0);
    const bufferedBytes = interlaced ? width * height * channels * (depth === 16 ? 2 : 1) : 0;
    return { pieces, size: r.size, bufferedBytes };
  });
}
