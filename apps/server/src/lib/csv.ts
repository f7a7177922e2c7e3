/*
 * CSV for people who open it in a spreadsheet (RFC 4180 quoting). A cell that starts with
 * = + - @ (or a tab or carriage return) would run as a formula in Excel, LibreOffice and Sheets,
 * so it is prefixed with an apostrophe (OWASP "CSV injection"); numbers are written as numbers.
 */

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (values: CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** A UTF-8 byte-order mark, so Excel reads the file's Chinese as UTF-8. */
export const CSV_BOM = '\uFEFF';
