import {
  adminCallMeta,
  type ExportDocumentsQuery,
  type ExportEntriesQuery,
  type ExportKind,
  type ExportPaymentsQuery,
  type ExportPeopleQuery,
  type ExportReviewsQuery,
} from '@laurel/contract';
import { requestFileWithName, type FileResult, type RequestOptions } from '../../../lib/request/index.ts';

/** What each kind's download takes (docs/product.md#exports). */
export interface ExportQueries {
  entries: ExportEntriesQuery;
  payments: ExportPaymentsQuery;
  documents: ExportDocumentsQuery;
  reviews: ExportReviewsQuery;
  people: ExportPeopleQuery;
}

/**
 * GET /admin/exports/<kind>: the file as a Blob with the server's name for it. The server streams
 * it as it reads (and refuses with the envelope before the first byte); the call waits as long as
 * its own `timeoutMs` allows.
 */
export function requestExport<K extends ExportKind>(kind: K, query: ExportQueries[K], options: RequestOptions): Promise<FileResult> {
  switch (kind) {
    case 'entries':
      return requestFileWithName(adminCallMeta.exportEntries, { query: query as ExportEntriesQuery }, options);
    case 'payments':
      return requestFileWithName(adminCallMeta.exportPayments, { query: query as ExportPaymentsQuery }, options);
    case 'documents':
      return requestFileWithName(adminCallMeta.exportDocuments, { query: query as ExportDocumentsQuery }, options);
    case 'reviews':
      return requestFileWithName(adminCallMeta.exportReviews, { query: query as ExportReviewsQuery }, options);
    default:
      return requestFileWithName(adminCallMeta.exportPeople, { query: query as ExportPeopleQuery }, options);
  }
}
