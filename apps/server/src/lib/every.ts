/**
 * Runs `task` now and then every `intervalMs` on an unref'd timer, never two at once: a run
 * still going when the next is due makes that one a no-op. A failure is handed to `onError` and
 * the schedule goes on. Returns a function that stops it.
 */
export function every(intervalMs: number, task: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
