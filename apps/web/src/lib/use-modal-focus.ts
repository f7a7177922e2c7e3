import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

/**
 * What a full-screen dialog does while it is open: the page behind it does not scroll, focus
 * starts on `initial` (its close button), and goes back to what opened it when it closes.
 */
export function useModalFocus(initial: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    initial.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [initial]);
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container` (a dialog's keydown handler calls it on Tab). */
export function trapFocus(event: ReactKeyboardEvent, container: HTMLElement | null): void {
  const focusable = [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
