import type { FeeKind } from '@laurel/contract';

/**
 * Where each fee of an entry is paid (docs/product.md#entrant-journey): the entry fee on the
 * entry's preview, the winner package on the award page, trophies on the trophy page. `#pay` takes
 * the visitor straight to the pay step. The account page and `/pay-result` ("Try again") link here.
 */
export function payFeePath(kind: FeeKind, entryId: number): string {
  switch (kind) {
    case 'entry':
      return `/preview?apply_order_id=${entryId}#pay`;
    case 'winnerPackage':
      return `/awards/steps?apply_order_id=${entryId}#pay`;
    case 'additionalTrophy':
      return `/trophie?apply_order_id=${entryId}#pay`;
  }
}
