import { useEffect, useRef, useState } from 'react';
import type { ExportKind } from '@laurel/contract';
import { saveBlob } from '../../../lib/open-file.ts';
import { handleApiError, isApiError } from '../../../lib/request/index.ts';
import { readWithProgress } from '../../../lib/request/progress-reader.ts';
import { requestExport, type ExportQueries } from '../api/exports.ts';

export type ExportDownload =
  | { state: 'idle' }
  | { state: 'running'; received: number }
  | { state: 'done'; file: string; size: number }
  | { state: 'failed'; message: string };

/** How often the byte count on screen changes while a file streams in. */
const PROGRESS_EVERY_MS = 150;

/** A size as people read it: `512 KB`, `12.3 MB`. */
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024));
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mb ? 1 : 0 }).format(value)} ${mb ? 'MB' : 'KB'}`;
}

/**
 * One export's download, saved as a file: the bytes received while it streams (an export has no
 * length up front), Stop, and what went wrong beside the button. Leaving the page stops it, and
 * the server then stops reading (docs/product.md#exports).
 */
export function useExportDownload<K extends ExportKind>(kind: K) {
  const [download, setDownload] = useState<ExportDownload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (query: ExportQueries[K]) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let shownAt = 0;
    setDownload({ state: 'running', received: 0 });
    const onProgress = (received: number) => {
      const now = performance.now();
      if (now - shownAt < PROGRESS_EVERY_MS) return;
      shownAt = now;
      setDownload({ state: 'running', received });
    };
    try {
      // The page says why a download failed beside its button; only an ended session or a lost
      // role take the common way (to /login, to /403).
      const file = await requestExport(kind, query, { signal: abort.signal, readBody: readWithProgress(onProgress), skipErrorHandler: true });
      const name = file.filename ?? `${kind}.csv`;
      saveBlob(file.blob, name);
      setDownload({ state: 'done', file: name, size: file.blob.size });
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') {
        setDownload({ state: 'idle' });
        return;
      }
      if (isApiError(error) && (error.code === 401 || error.code === 403)) handleApiError(error);
      setDownload({ state: 'failed', message: error instanceof Error ? error.message : '' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => controller.current?.abort();
  return { download, start, cancel };
}
