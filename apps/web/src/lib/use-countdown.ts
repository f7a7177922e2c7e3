import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second. Counting against the clock rather
 * than decrementing keeps it right when the tab was in the background and timers were throttled.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const endAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      endAt.current = Date.now() + seconds * 1000;
      setRemaining(Math.max(0, Math.ceil(seconds)));
      if (seconds <= 0) return;
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, start };
}
