import { useEffect, useRef } from 'react';
import { isTypingTarget, reviewKeyAction, type ReviewKeyAction } from './shortcuts.ts';

/**
 * Binds the review pages' keys (shortcuts.ts) on the window while the page is shown. Nothing fires
 * while a dialog is open (the image viewer, the conflict confirmation: they own the keyboard), for
 * a key another handler already took, or during an IME composition.
 */
export function useReviewShortcuts(handle: (action: ReviewKeyAction) => boolean) {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const action = reviewKeyAction(event, { typing: isTypingTarget(event.target) });
      if (action && latest.current(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
