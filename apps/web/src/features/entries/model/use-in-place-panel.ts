import { useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of a panel shown in place of page content. When it closes, the focus goes
 * back to the button that opened it, or to `fallback` if that button is gone (e.g. the action is
 * no longer allowed), never to the top of the document: keyboard and screen-reader users keep
 * their place.
 */
export function useInPlacePanel() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) (opener.current ?? fallback.current)?.focus();
    wasOpen.current = open;
  }, [open]);

  return { open, opener, fallback, show: () => setOpen(true), hide: () => setOpen(false) };
}
