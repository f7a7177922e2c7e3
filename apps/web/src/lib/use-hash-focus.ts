import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to `#name` (the account's "Pay entry fee" → `/preview?…#pay`) lands on that section once
 * it is there: its heading gets the focus and comes into view. Once per page visit, after the
 * route's own scroll to the top (app/layout/route-effects.tsx), which runs after this page's effects.
 */
export function useHashFocus<T extends HTMLElement>(name: string, ready: boolean) {
  const target = useRef<T>(null);
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${name}`) return;
    done.current = true;
    const timer = window.setTimeout(() => {
      target.current?.focus({ preventScroll: true });
      target.current?.scrollIntoView?.({ block: 'start' });
    });
    return () => window.clearTimeout(timer);
  }, [ready, hash, name]);
  return target;
}
