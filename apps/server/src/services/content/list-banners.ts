import type { Banner, LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { loadBlockRows } from './list-content-blocks.ts';

/** The slides of one banner position, in order; a banner's body is its plain text line. */
export async function listBanners(ctx: AppContext, opts: { position: string; language: LanguageCode }): Promise<Banner[]> {
  const rows = await loadBlockRows(ctx, { kind: 'banner', ...opts });
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    text: r.body,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    sort: r.sort,
  }));
}
