import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';

/** A lazily loaded script chunk did not arrive in time (docs/product.md#constants: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`A script chunk did not load within ${timeoutMs / 1000} s`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Wraps a dynamic import so it rejects with ChunkLoadTimeoutError when the chunk has not arrived
 * after `ms`: a stalled request would otherwise leave the page's Suspense fallback up forever.
 * The loader's own result or error wins if it comes first; a late result is ignored.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
      // Through a promise, so a loader that throws synchronously also clears the timer.
      Promise.resolve()
        .then(load)
        .then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
    });
}

/** `React.lazy` with the chunk time-out: `const Home = lazyPage(() => import('./home-page'))`. */
// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(withChunkTimeout(load, ms));
}
