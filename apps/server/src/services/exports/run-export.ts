import type { Writable } from 'node:stream';
import type { AppContext } from '../../core/context.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { ExportStopped, writeCsv } from './csv-stream.ts';
import type { PreparedExport } from './prepared-export.ts';

export interface ExportOutcome {
  /** `sent`: the whole file went out; `stopped`: the client went away first. */
  outcome: 'sent' | 'stopped';
  rows: number;
}

/**
 * Streams a prepared export to `out` and writes its audit row (`export.<kind>`: who, the filter, the
 * rows sent and whether the file was whole) once the rows have stopped coming — all written, the
 * client gone, or a failure: the count is what left, not a guess made before the first row
 * (docs/product.md#exports). A whole file's response ends only after its audit row is stored, so a
 * finished download is always on record. A failure half-way is rethrown after its audit row, for
 * the route to cut the connection.
 */
export async function runExport(ctx: AppContext, opts: { prepared: PreparedExport; out: Writable; signal?: AbortSignal; actorId: number }): Promise<ExportOutcome> {
  const { prepared } = opts;
  const progress = { rows: 0 };
  const started = performance.now();
  const audit = async (outcome: ExportOutcome['outcome'] | 'failed') => {
    const after = { filter: prepared.filter, rows: progress.rows, outcome };
    ctx.log.info({ actorId: opts.actorId, kind: prepared.kind, ...after, ms: Math.round(performance.now() - started) }, `export ${outcome}`);
    await writeAudit(ctx.db, { actorId: opts.actorId, action: `export.${prepared.kind}`, subjectType: 'export', subjectId: prepared.kind, after });
  };
  try {
    await writeCsv(opts.out, { header: prepared.header, rows: prepared.rows, signal: opts.signal, progress });
  } catch (err) {
    const stopped = err instanceof ExportStopped;
    await audit(stopped ? 'stopped' : 'failed');
    if (stopped) return { outcome: 'stopped', rows: progress.rows };
    throw err;
  }
  await audit('sent');
  await new Promise<void>((resolve, reject) => opts.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return { outcome: 'sent', rows: progress.rows };
}
