import { useEffect, useRef } from 'react';

/**
 * Runs `save` when the entrant leaves the page: another route (unmount), another tab or app
 * (`visibilitychange` to hidden, which is also the last reliable event on phones) or closing the
 * page (`pagehide`). `save` reads the latest state through a ref and sends only what changed.
 */
export function useLeaveSave(save: () => void): void {
  const ref = useRef(save);
  useEffect(() => {
    ref.current = save;
  });
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') ref.current();
    };
    const onPageHide = () => ref.current();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      ref.current();
    };
  }, []);
}
