import type { RefusalCode } from '@laurel/contract';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { AppContext } from '../../core/context.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { imageWork, ImageQueueFullError } from './image-work.ts';
import type { PdfRefusal } from './strip-pdf.ts';

/**
 * The worker's heap. A 15 MB catalogue of 2 000 text pages and 200 000 objects, far more objects
 * than a design entry's PDF (mostly images) has, needed 130–190 MB to parse; a file built to need
 * more is refused instead of taking the server's memory (measured: docs/decisions/016-pdfs-stripped-in-a-worker.md).
 */
const WORKER_HEAP_MB = 256;
/**
 * Long enough for honest files: that catalogue took 4 s on an idle 2-core machine and 12–17 s with
 * its load at 14; 20 MB of images in ten pages under a second.
 */
const WORKER_TIME_MS = 30_000;

/** How each refusal reads (packages/contract/src/refusals.ts); a file that takes too long is too complex. */
const REFUSALS: Record<PdfRefusal | 'timeout', RefusalCode> = {
  encrypted: 'pdfEncrypted',
  unreadable: 'pdfDamaged',
  'no-pages': 'pdfNoPages',
  'too-complex': 'pdfTooComplex',
  timeout: 'pdfTooComplex',
};

/**
 * The worker's file. From the sources it sits beside this module; the compiled server has it at
 * `dist/workers/strip-pdf.js` (scripts/build-server.mjs), and this module in `dist/` or in
 * `dist/chunks/`, whichever chunk esbuild put it in.
 */
function workerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./strip-pdf-worker.ts', import.meta.url);
  const found = ['./workers/strip-pdf.js', '../workers/strip-pdf.js'].map((p) => new URL(p, import.meta.url)).find((u) => existsSync(u));
  if (!found) throw new Error('workers/strip-pdf.js is missing from the compiled server');
  return found;
}

type Outcome = { ok: true; bytes: Uint8Array } | { ok: false; reason: PdfRefusal | 'timeout' };

/** Strips one PDF in a fresh worker, bounded in heap and time; nothing it does reaches this thread's memory. */
function runWorker(path: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: { path },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: Outcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), WORKER_TIME_MS);
    worker.on('message', (message: Outcome) => settle(message));
    worker.on('error', (err: Error & { code?: string }) =>
      // Out of heap: the file asked for more than any honest one does.
      settle(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { ok: false, reason: 'too-complex' } : err),
    );
    worker.on('exit', () => settle(new Error('the PDF worker stopped without an answer')));
  });
}

/**
 * The PDF at `path` rewritten without what names its author (strip-pdf.ts), or a 422 on `field`
 * saying why it cannot be: encrypted, damaged, empty, or too complex for the worker's limits — a
 * lying or hostile file is a refusal, never a 500. The work counts as a heavy job of the
 * process's image limit (image-work.ts): it runs alone, so a PDF's memory never adds to a large
 * image's, and waits in the same short queue (429 with `Retry-After` beyond it).
 */
export async function cleanPdf(ctx: AppContext, path: string, field = 'file'): Promise<Uint8Array> {
  const work = imageWork(ctx);
  let outcome: Outcome;
  try {
    outcome = await work.run('upload', () => runWorker(path), work.concurrency);
  } catch (err) {
    if (!(err instanceof ImageQueueFullError)) throw err;
    throw refuse('serverBusyUploads', { seconds: err.retryAfterS }, { 'retry-after': String(err.retryAfterS) });
  }
  if (!outcome.ok) throw refuseField(field, REFUSALS[outcome.reason]);
  return outcome.bytes;
}
