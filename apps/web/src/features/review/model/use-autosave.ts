import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the reviewer's latest change stands. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error' };

interface AutosaveOptions<T> {
  value: T;
  /** What the server holds now (the stored review), the baseline of "changed". */
  saved: T;
  same: (a: T, b: T) => boolean;
  save: (value: T) => Promise<unknown>;
  /** Off: changes are kept in the form only (a submitted review is changed by submitting again). */
  enabled: boolean;
  delayMs?: number;
}

/** Quiet time after the last change before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves `value` a moment after it stops changing, one request at a time: a change made while a
 * save is under way is sent when it returns. Leaving (unmount) sends what is still unsaved, so
 * moving to the next entry loses nothing; `flush` sends it now and waits.
 */
export function useAutosave<T>({
  value,
  saved,
  same,
  save,
  enabled,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions<T>) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef(value);
  const stored = useRef(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  const saveRef = useRef(save);
  const enabledRef = useRef(enabled);
  latest.current = value;
  saveRef.current = save;
  enabledRef.current = enabled;

  const dirty = useCallback(() => !same(latest.current, stored.current), [same]);

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current.then(() => (dirty() ? run() : undefined));
    const sending = latest.current;
    if (mounted.current) setStatus({ kind: 'saving' });
    const attempt = saveRef
      .current(sending)
      .then(() => {
        stored.current = sending;
        if (!mounted.current) return;
        setStatus(dirty() ? { kind: 'pending' } : { kind: 'saved', at: new Date() });
      })
      .catch(() => {
        if (mounted.current) setStatus({ kind: 'error' });
      })
      .finally(() => {
        running.current = null;
      });
    running.current = attempt;
    return attempt.then(() =>
      dirty() && enabledRef.current && mounted.current ? schedule() : undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule is defined below and stable
  }, [dirty]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run();
    }, delayMs);
  }, [delayMs, run]);

  useEffect(() => {
    if (!enabled || !dirty()) return;
    setStatus((s) => (s.kind === 'saving' ? s : { kind: 'pending' }));
    schedule();
  }, [value, enabled, dirty, schedule]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      // Leaving with unsaved changes: send them anyway; nobody is left to show the outcome.
      if (enabledRef.current && dirty()) void run();
    };
  }, [dirty, run]);

  /** Sends any unsaved change now; resolves once the server has answered. */
  const flush = useCallback((): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (running.current)
      return running.current.then(() => (enabledRef.current && dirty() ? run() : undefined));
    return enabledRef.current && dirty() ? run() : Promise.resolve();
  }, [dirty, run]);

  /** The server now holds `next` (a submit went through): nothing is unsaved any more. */
  const markStored = useCallback((next: T, at: Date) => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    stored.current = next;
    setStatus({ kind: 'saved', at });
  }, []);

  /** Stops a pending autosave (a submit is about to send the same values). */
  const cancel = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    return running.current ?? Promise.resolve();
  }, []);

  return { status, flush, markStored, cancel, isDirty: dirty };
}
