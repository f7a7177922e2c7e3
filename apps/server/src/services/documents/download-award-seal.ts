import type { LanguageCode } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, entries, seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { entryDocuments } from '../entries/entry-rules.ts';
import { imageWork } from '../files/image-work.ts';
import { renderAwardSealPng, renderAwardSealSvg } from './render-award-seal.ts';

/** A seal file to send: its bytes, type and the name it is saved under. */
export interface SealFile {
  fileName: string;
  type: 'image/svg+xml' | 'image/png';
  body: Buffer;
}

/**
 * `downloadAwardSealSvg` / `downloadAwardSealPng` (docs/product.md#award-marks): the seal of the
 * caller's awarded entry with its level and the season's year, in the caller's language. The
 * certificate's rule (`entryDocuments`): the owner's only, another user's entry is the 404 of a
 * missing one; an entry not awarded, or whose winner package is neither paid nor waived, is a 409
 * saying which. Drawn on each request (about 0.2 s for the PNG): nothing is stored.
 */
export async function downloadAwardSeal(
  ctx: AppContext,
  opts: { userId: number; entryId: number; language: LanguageCode; format: 'svg' | 'png' },
): Promise<SealFile> {
  const [row] = await ctx.db
    .select({ entry: entries, level: awardLevels, year: seasons.year })
    .from(entries)
    .innerJoin(seasons, eq(seasons.id, entries.seasonId))
    .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
    .where(eq(entries.id, opts.entryId));
  if (!row || row.entry.userId !== opts.userId) throw refuse('ownEntryNotFound');
  const { entry, level, year } = row;
  if (entry.status !== 'awarded' || !level) throw refuse('onlyAwardedSeal');
  if (!entryDocuments({ ...entry, paidFeeKinds: null }).certificate) {
    throw refuse('sealAfterPackage');
  }

  const svg = await renderAwardSealSvg({
    levelName: localize(opts.language, level.name, level.nameZh),
    siteName: ctx.config.siteName,
    year,
    locale: opts.language === 'zh-CN' ? 'zh' : 'en',
  });
  // The English name, as plain ASCII, names the file in any language.
  const slug = level.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'award';
  const fileName = `award-seal-${year}-${slug}-${entry.id}.${opts.format}`;
  if (opts.format === 'svg') return { fileName, type: 'image/svg+xml', body: Buffer.from(svg) };
  const png = await imageWork(ctx).run('size', () => renderAwardSealPng(svg));
  return { fileName, type: 'image/png', body: png };
}
