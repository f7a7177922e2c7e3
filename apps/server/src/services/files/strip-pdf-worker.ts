import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PdfRefusedError, stripPdf } from './strip-pdf.ts';

/**
 * One PDF stripped in a worker of its own (clean-pdf.ts starts it, one per file): it reads the
 * file at `workerData.path` and posts `{ ok: true, bytes }` (the buffer transferred, not copied)
 * or `{ ok: false, reason }`. pdf-lib warns on the console about every malformed object it meets;
 * a hostile file would fill the server's log with them, so they are silenced here.
 */
Error.stackTraceLimit = 0;
console.warn = () => undefined;
console.log = () => undefined;

const { path } = workerData as { path: string };
try {
  const bytes = await stripPdf(await readFile(path));
  parentPort!.postMessage({ ok: true, bytes }, [bytes.buffer as ArrayBuffer]);
} catch (err) {
  parentPort!.postMessage({ ok: false, reason: err instanceof PdfRefusedError ? err.reason : 'unreadable' });
}
