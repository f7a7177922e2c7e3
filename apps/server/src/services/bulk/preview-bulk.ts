import { BULK_INLINE_MAX, BULK_REFUSED_IDS_MAX, BULK_SAMPLE_MAX, type BulkPreview, type BulkPreviewRequest, type RefusalCode } from '@laurel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { verdictOf } from './bulk-verdict.ts';
import { groupRefusals, resolveBulk } from './resolve-bulk.ts';

/**
 * `/admin/bulk/preview` (docs/product.md#bulk-actions): what a bulk action would touch — every
 * entry of the selection, and how many it would change, leave as they are, or refuse and why —
 * with the hash a start must repeat. Reads only.
 */
export async function previewBulk(ctx: AppContext, req: z.output<typeof BulkPreviewRequest>): Promise<BulkPreview> {
  const { seasonId, action, rows, hash } = await resolveBulk(ctx.db, req);
  const told = new Set<number>();
  let change = 0;
  let same = 0;
  const refused: { id: number; code: RefusalCode }[] = [];
  for (const row of rows) {
    const verdict = verdictOf(row, action, told);
    if (verdict.kind === 'change') change += 1;
    else if (verdict.kind === 'same') same += 1;
    else refused.push({ id: row.id, code: verdict.code });
  }
  return {
    seasonId,
    total: rows.length,
    ids: rows.map((r) => r.id),
    hash,
    change,
    same,
    refused: groupRefusals(refused, BULK_REFUSED_IDS_MAX),
    sample: rows.slice(0, BULK_SAMPLE_MAX).map((r) => ({ id: r.id, title: r.title })),
    inlineMax: BULK_INLINE_MAX,
  };
}
