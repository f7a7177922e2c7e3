import type { CallMeta, CallOf, CallQuery } from '@laurel/contract';
import { openFile } from './open-file.ts';
import { apiUrl } from './request/index.ts';

/**
 * Opens one of the PDF calls (docs/product.md#pdf-calls: invoices, certificate, credit notes) in a
 * new window, fetched with the session token (docs/product.md#opening-files). Rejects with "Failed
 * to fetch the file" for the page to say so.
 */
export function printDocument<C extends CallMeta>(
  call: C,
  query: NonNullable<CallQuery<CallOf<C>>>,
): Promise<void> {
  return openFile(apiUrl(call.path, query));
}
