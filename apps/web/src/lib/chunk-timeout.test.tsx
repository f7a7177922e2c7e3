import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';
import { ChunkLoadTimeoutError, lazyPage, withChunkTimeout } from './chunk-timeout.ts';

const never = <T,>() => new Promise<T>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withChunkTimeout (docs/product.md#constants: 120 s)', () => {
  test('passes the chunk through when it arrives in time', async () => {
    const load = withChunkTimeout(() => Promise.resolve({ default: 'page' }));
    await expect(load()).resolves.toEqual({ default: 'page' });
  });

  test('rejects with ChunkLoadTimeoutError once 120 s have passed, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const pending = withChunkTimeout(never)();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await expect(pending).rejects.toThrow('A script chunk did not load within 120 s');
  });

  test("the loader's own failure wins when it comes first", async () => {
    const failed = new Error('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(() => Promise.reject(failed), 1_000)()).rejects.toBe(failed);
    const thrown = new Error('sync');
    await expect(
      withChunkTimeout(() => {
        throw thrown;
      }, 1_000)(),
    ).rejects.toBe(thrown);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  test('renders the page once its chunk has loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Winners</h1> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Winners' })).toBeInTheDocument();
  });

  test('a chunk that never arrives ends in the error boundary, not an endless spinner', async () => {
    // React reports errors an error boundary caught on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage<() => ReactNode>(never, 50);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadTimeoutError');
  });
});
