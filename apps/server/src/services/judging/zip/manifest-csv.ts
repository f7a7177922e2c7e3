/*
 * `manifest.csv` (docs/product.md#zip-downloads): RFC 4180 with CRLF line ends, and a UTF-8 byte
 * order mark so that a spreadsheet opened by double-click reads Chinese titles right.
 */

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading `'`, which shows it as the text it is: titles and names are the
 * entrants' own (CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_BOM = '\ufeff';
