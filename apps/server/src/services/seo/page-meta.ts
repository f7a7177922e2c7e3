import type { AppContext } from '../../core/context.ts';
import type { PageMeta } from '../../lib/html-meta.ts';
import { AppError } from '../../lib/errors.ts';
import { getWinner } from '../winners/get-winner.ts';
import { OG_HEIGHT, OG_WIDTH } from './winner-og-image.ts';
import { PAGE_DESCRIPTIONS } from './public-pages.ts';

/** Link previews show about this much; cut at a word and say so. */
const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/**
 * The title, description and preview of a page as the server writes them into index.html. A
 * shown winner's page gets its own (title, award, and its preview image with the seal); other pages a sensible default.
 * `missing` marks a winner page whose winner is not shown (or not named): the app shows its
 * not-found state there, so the page answers 404 like any unknown path.
 */
export async function pageMeta(
  ctx: AppContext,
  opts: { path: string; query: URLSearchParams },
): Promise<PageMeta & { missing?: boolean }> {
  const { siteName, publicUrl } = ctx.config;
  const search = opts.query.toString();
  const base = { siteName, url: `${publicUrl}${opts.path}${search ? `?${search}` : ''}` };
  const id = Number(opts.query.get('apply_order_id'));
  if (opts.path === '/winnerDetails' && Number.isSafeInteger(id) && id > 0) {
    try {
      const w = await getWinner(ctx, { id, language: 'en' });
      return {
        ...base,
        url: `${publicUrl}/winnerDetails?apply_order_id=${w.id}`,
        type: 'article',
        title: `${w.title} - ${siteName}`,
        description: clip(`${w.award.name}, ${w.category.name} ${w.seasonYear}. ${w.designer}. ${w.description}`),
        // The preview with the award's seal (routes/seo): drawn for every shown winner.
        image: `${publicUrl}/og/winner/${w.id}.jpg`,
        imageSize: { width: OG_WIDTH, height: OG_HEIGHT },
      };
    } catch (err) {
      // Not a shown winner: the app shows its not-found state; the page gets the defaults.
      if (!(err instanceof AppError && err.code === 404)) throw err;
    }
  }
  const about = PAGE_DESCRIPTIONS[opts.path] ?? PAGE_DESCRIPTIONS['/']!;
  return { ...base, title: siteName, description: `${siteName}: ${about}`, ...(opts.path === '/winnerDetails' ? { missing: true } : {}) };
}
