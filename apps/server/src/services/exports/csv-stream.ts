import type { Writable } from 'node:stream';
import { CSV_BOM, csvRow, type CsvValue } from '../../lib/csv.ts';

/** Lines are gathered up to about this many characters before one write: fewer, larger chunks. */
const CHUNK = 64 * 1024;

export class ExportStopped extends Error {}

/** Resolves once `out` wants more; rejects when it closes, fails or `signal` aborts first. */
function drained(out: Writable, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      out.off('drain', onDrain).off('close', onStop).off('error', onStop);
      signal?.removeEventListener('abort', onStop);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onStop = () => settle(new ExportStopped('export output closed'));
    out.on('drain', onDrain).on('close', onStop).on('error', onStop);
    signal?.addEventListener('abort', onStop);
  });
}

/**
 * Writes a CSV (UTF-8 with a byte-order mark so Excel reads Chinese, RFC 4180 quoting and formula
 * cells neutralised by lib/csv.ts) to `out` as its rows arrive. Each write waits for `out` to drain
 * when its buffer is full, so memory holds about one page of rows and one chunk whatever the size
 * (docs/decisions/026-streamed-exports.md). The rows' source is asked for more only after a write
 * went through: a slow client slows the reading, it does not pile rows up. Throws ExportStopped
 * when the client goes away or `signal` aborts; the source's `return` then runs, so no page is read
 * after that. Returns the number of rows written (the header aside); `progress.rows` counts them
 * as they go, for an export stopped half-way. It leaves `out` open: the caller ends it.
 */
export async function writeCsv(
  out: Writable,
  opts: { header: string[]; rows: AsyncIterable<CsvValue[]>; signal?: AbortSignal; progress?: { rows: number } },
): Promise<number> {
  const progress = opts.progress ?? { rows: 0 };
  const stopped = () => opts.signal?.aborted || out.destroyed || out.writableEnded;
  const write = async (text: string) => {
    if (stopped()) throw new ExportStopped('export output closed');
    if (!out.write(text)) await drained(out, opts.signal);
  };
  let buffer = CSV_BOM + csvRow(opts.header);
  let pending = 0;
  for await (const row of opts.rows) {
    buffer += csvRow(row);
    pending++;
    if (buffer.length >= CHUNK) {
      await write(buffer);
      progress.rows += pending;
      buffer = '';
      pending = 0;
    }
  }
  await write(buffer);
  progress.rows += pending;
  return progress.rows;
}
