import type { ExportKind } from '@laurel/contract';
import type { CsvValue } from '../../lib/csv.ts';

/**
 * An export checked and ready to stream: what a kind's `prepare…` gives once every refusal it can
 * make (a season that does not exist) is made, so a refusal is still the JSON envelope and never a
 * half-written file. `rows` reads the database only when iterated.
 */
export interface PreparedExport {
  kind: ExportKind;
  fileName: string;
  header: string[];
  rows: AsyncIterable<CsvValue[]>;
  /** The filter as the audit row keeps it. */
  filter: Record<string, unknown>;
}

/** Cents as a number of the currency's units, for a spreadsheet to sum. */
export const units = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** A timestamp as ISO 8601 (UTC), which spreadsheets read as a date. */
export const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The filter without the format and the values not given. */
export const filterOf = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).filter(([k, v]) => k !== 'format' && v !== undefined));
