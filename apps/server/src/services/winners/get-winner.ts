import type { LanguageCode, WinnerDetail } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { coverUrl, entryImages } from './winner-images.ts';
import { winnerNeighbours } from './winner-neighbours.ts';
import { selectWinners, toWinner, winnerWhere } from './winner-query.ts';

/**
 * One shown winner's page (`/winnerDetails`). An entry that exists but is not shown answers the
 * same 404 as one that does not, so the page leaks nothing about unpublished work.
 */
export async function getWinner(ctx: AppContext, opts: { id: number; language: LanguageCode }): Promise<WinnerDetail> {
  const [row] = await selectWinners(ctx)
    .where(and(winnerWhere(ctx, {}), eq(entries.id, opts.id)))
    .limit(1);
  if (!row) throw refuse('winnerNotFound');
  const [imagesById, neighbours] = await Promise.all([entryImages(ctx, [row.id]), winnerNeighbours(ctx, row, opts.language)]);
  const images = imagesById.get(row.id) ?? [];
  return {
    ...toWinner(row, opts.language, coverUrl(images)),
    description: row.description,
    credits: row.winnerInfo?.credits?.trim() || row.credits,
    text: row.winnerInfo?.text ?? '',
    videoUrl: row.videoUrl,
    images,
    ...neighbours,
  };
}
