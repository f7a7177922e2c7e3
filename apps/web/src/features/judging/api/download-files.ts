import { useEffect, useRef, useState } from 'react';
import { judgeCallMeta, type JudgeEntryListRequest } from '@laurel/contract';
import { saveBlob } from '../../../lib/open-file.ts';
import { handleApiError, isApiError, requestFileWithName } from '../../../lib/request/index.ts';
import { readWithProgress } from '../../../lib/request/progress-reader.ts';

export type ZipDownload =
  | { state: 'idle' }
  | { state: 'running'; count: number; received: number; total: number | null }
  | { state: 'done'; count: number; size: number; filename: string }
  | { state: 'failed'; count: number; message: string };

/** How often the byte count on screen changes while a zip streams in. */
const PROGRESS_EVERY_MS = 150;

/**
 * GET /judge/batchDownloadZip for the selected entries, saved as a file. The zip is written as it
 * streams (docs/product.md#zip-downloads) and the call waits up to 600 000 ms (the call's own
 * `timeoutMs`), so the page shows the bytes received so far and can stop it.
 */
export function useBatchZip() {
  const [download, setDownload] = useState<ZipDownload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the download; the server then stops writing the zip.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (ids: number[]) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const count = ids.length;
    let shownAt = 0;
    setDownload({ state: 'running', count, received: 0, total: null });
    const onProgress = (received: number, total: number | null) => {
      const now = performance.now();
      if (now - shownAt < PROGRESS_EVERY_MS) return;
      shownAt = now;
      setDownload({ state: 'running', count, received, total });
    };
    try {
      const file = await requestFileWithName(
        judgeCallMeta.batchDownloadEntryZip,
        { query: { apply_order_ids: ids.join(',') } },
        // The page says why a zip failed beside it; only an ended session or a lost role take
        // the common way (to /login, to /403).
        { signal: abort.signal, readBody: readWithProgress(onProgress), skipErrorHandler: true },
      );
      const filename = file.filename ?? 'entries.zip';
      saveBlob(file.blob, filename);
      setDownload({ state: 'done', count, size: file.blob.size, filename });
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') {
        setDownload({ state: 'idle' });
        return;
      }
      if (isApiError(error) && (error.code === 401 || error.code === 403)) handleApiError(error);
      setDownload({ state: 'failed', count, message: error instanceof Error ? error.message : '' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => controller.current?.abort();
  const dismiss = () => setDownload({ state: 'idle' });
  return { download, start, cancel, dismiss };
}

/** GET /judge/exportCsv with the table's filters, saved as a file. */
export async function exportCsv(query: Omit<JudgeEntryListRequest, 'page' | 'pageSize'>): Promise<void> {
  const file = await requestFileWithName(judgeCallMeta.exportReviewsCsv, { query });
  saveBlob(file.blob, file.filename ?? 'reviews.csv');
}
