import { useEffect, useRef } from 'react';

/**
 * Focus back on the button that opened an in-place panel once the panel has closed and the
 * button is on screen again: on the commit that shows it, not after a timer that a busy device
 * may outrun. `open` is the panel's state; call `closing()` where the panel is closed.
 */
export function useFocusOnClose(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (open || !pending.current) return;
    pending.current = false;
    opener.current?.focus();
  }, [open]);
  return {
    opener,
    closing: () => {
      pending.current = true;
    },
  };
}
