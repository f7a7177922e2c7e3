import { createHash } from 'node:crypto';
import { AWARD_TONE_COLORS, awardSealSvg, awardTone } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { findPublicFile } from '../files/find-public-file.ts';
import { imageWork } from '../files/image-work.ts';
import { makeImageSize } from '../files/make-image-size.ts';
import { entryImages } from '../winners/winner-images.ts';
import { selectWinners, winnerWhere } from '../winners/winner-query.ts';

/** Link previews (Open Graph, Twitter's large card) are drawn at 1.91:1. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Raised when the drawing changes, so stored previews are drawn again. */
const DRAWING = 2;
const PAPER = '#f5f3ee';

/**
 * A shown winner's link preview (docs/product.md#winner-pages): its cover filling the card with
 * the award's seal over it, or the seal alone on paper without a cover. Drawn once per cover and
 * level and kept in storage; `etag` changes with either. A winner that is not shown is a 404, as
 * its page is, and its stored preview is never served.
 */
export async function winnerOgImage(ctx: AppContext, id: number): Promise<{ key: string; etag: string }> {
  const [row] = await selectWinners(ctx)
    .where(and(winnerWhere(ctx, {}), eq(entries.id, id)))
    .limit(1);
  if (!row) throw refuse('winnerNotFound');
  const cover = (await entryImages(ctx, [id])).get(id)?.[0];
  // The English name sets the tone; the seal carries no words, so one image serves every language.
  const tone = awardTone(row.awardName);
  const hash = createHash('sha1').update(`${DRAWING}|${tone}|${cover?.fileId ?? ''}`).digest('hex').slice(0, 16);
  const key = `og/winner/${id}-${hash}.jpg`;
  const etag = `"og-${hash}"`;
  if (!(await ctx.storage.exists(key))) {
    const coverFile = cover ? await findPublicFile(ctx, cover.fileId) : null;
    const coverBytes = coverFile ? await readStored(ctx, await makeImageSize(ctx, coverFile, 'large')) : null;
    const jpeg = await imageWork(ctx).run('size', () => draw(row.awardName, coverBytes));
    await ctx.storage.put(key, jpeg);
  }
  return { key, etag };
}

async function readStored(ctx: AppContext, key: string): Promise<Buffer | null> {
  const stored = await ctx.storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The seal on a white disc with a soft shadow, so it reads on any artwork. */
function sealBadge(levelName: string, size: number): Buffer {
  const pad = Math.round(size * 0.16);
  const box = size + pad * 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box}" height="${box}">` +
      `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="10" flood-color="#14181a" flood-opacity="0.28"/></filter></defs>` +
      `<circle cx="${box / 2}" cy="${box / 2}" r="${size / 2 + pad * 0.62}" fill="#ffffff" filter="url(#s)"/>` +
      `<g transform="translate(${pad} ${pad})">${awardSealSvg(levelName, size)}</g>` +
      '</svg>',
  );
}

async function draw(levelName: string, cover: Buffer | null): Promise<Buffer> {
  if (!cover) {
    // No image: the seal large on paper, a rule in the level's colour along the foot.
    const seal = sealBadge(levelName, 300);
    const rule = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="12"><rect width="${OG_WIDTH}" height="12" fill="${AWARD_TONE_COLORS[awardTone(levelName)]}"/></svg>`,
    );
    const { width = 0 } = await sharp(seal).metadata();
    return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: PAPER } })
      .composite([
        { input: seal, left: Math.round((OG_WIDTH - width) / 2), top: Math.round((OG_HEIGHT - width) / 2) },
        { input: rule, left: 0, top: OG_HEIGHT - 12 },
      ])
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  }
  const seal = sealBadge(levelName, 188);
  const { width = 0 } = await sharp(seal).metadata();
  return sharp(cover)
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: PAPER })
    .composite([{ input: seal, left: 40, top: OG_HEIGHT - width - 40 }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
