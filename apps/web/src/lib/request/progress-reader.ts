/** Bytes of a download so far, and its whole size when the server said it (Content-Length). */
export type DownloadProgress = (received: number, total: number | null) => void;

/**
 * A body reader for a file call (`RequestOptions.readBody`) that reports the bytes as they arrive:
 * the batch zip is streamed as it is written and has no length up front
 * (docs/product.md#zip-downloads), so the page shows what has arrived rather than a percentage.
 * Not in the request client itself, which is part of every page's first load
 * (apps/web/src/app/README.md#front-end-weight).
 */
export function readWithProgress(onProgress: DownloadProgress) {
  return async (response: Response): Promise<Blob> => {
    const type = response.headers.get('content-type') ?? '';
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    onProgress(0, total);
    if (!response.body) {
      const blob = await response.blob();
      onProgress(blob.size, total);
      return new Blob([await blob.arrayBuffer()], { type });
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(received, total);
    }
    return new Blob(chunks, { type });
  };
}
