import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** `INV-2026-000123`: series, year of issue and a six-digit number. */
export const formatDocumentNumber = (series: string, year: number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of a series in a year, gapless (apps/server/src/services/documents/README.md#invoices): the counter
 * row is incremented in the caller's transaction, so it is locked until the document that uses
 * the number commits, and rolled back with it if that fails. Two issuers wait for each other;
 * no number is skipped or used twice.
 */
export async function nextDocumentNumber(tx: Tx, series: 'INV' | 'CN', year: number): Promise<{ sequence: number; number: string }> {
  const result = await tx.execute(sql`
    insert into document_counters (series, year, last_number) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_number = document_counters.last_number + 1
    returning last_number`);
  const sequence = Number((result.rows[0] as { last_number: number }).last_number);
  return { sequence, number: formatDocumentNumber(series, year, sequence) };
}
