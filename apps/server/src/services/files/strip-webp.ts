import { DamagedImageError, FileBytes, Pieces } from './file-bytes.ts';
import type { Stripped } from './strip-jpeg.ts';

/** Chunks that hold or shape the pixels; `EXIF`, `XMP ` and unknown chunks go. */
const KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);
/** VP8X flags saying EXIF or XMP follow (WebP container specification). */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * Lists the pieces of a WebP without its metadata, chunk by chunk, without decoding: the
 * compressed pixels are kept byte for byte, the `VP8X` flags no longer announce what went, the
 * RIFF size is written anew and anything after the RIFF container goes. A file without image
 * data, or shorter than its RIFF header says, is damaged. Browsers ignore an EXIF orientation
 * in a WebP (Chromium shows it as stored), so a turned WebP is re-encoded upright instead
 * (store-image.ts); `lossless` says how.
 */
export async function stripWebp(path: string): Promise<Stripped & { lossless: boolean }> {
  return FileBytes.read(path, async (r) => {
    const head = await r.bytes(12);
    if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP') throw new DamagedImageError('not a WebP');
    const riffEnd = 8 + head.readUInt32LE(4);
    if (riffEnd > r.size) throw new DamagedImageError('cut short');
    const pieces = new Pieces();
    const riffHeader = Buffer.from(head);
    pieces.add(riffHeader);
    let kept = 4;
    let lossless: boolean | undefined;
    while (r.pos + 8 <= riffEnd) {
      const start = r.pos;
      const type = (await r.bytes(4)).toString('latin1');
      const length = await r.u32le();
      const end = start + 8 + length + (length & 1);
      if (end > riffEnd) throw new DamagedImageError('chunk past the end');
      if (type === 'VP8X') {
        const body = await r.bytes(length);
        body[0] = body[0]! & ~(EXIF_FLAG | XMP_FLAG);
        const copy = Buffer.alloc(end - start);
        copy.write('VP8X', 0, 'latin1');
        copy.writeUInt32LE(length, 4);
        body.copy(copy, 8);
        pieces.add(copy);
        kept += copy.length;
      } else if (KEPT.has(type)) {
        pieces.keep(start, end);
        kept += end - start;
        if (lossless === undefined && (type === 'VP8 ' || type === 'VP8L')) lossless = type === 'VP8L';
        if (type === 'ANMF') lossless ??= false;
      }
      r.seek(end);
    }
    if (lossless === undefined) throw new DamagedImageError('no image data');
    riffHeader.writeUInt32LE(kept, 4);
    return { pieces, size: r.size, bufferedBytes: 0, lossless };
  });
}
