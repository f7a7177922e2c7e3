import { useEffect, useRef, useState } from 'react';
import { revealError } from '../../../lib/reveal.ts';

/**
 * A refused step's message (`data-error` inside `panel`), brought into view with the focus on it
 * once it is on the screen, or, for the categories, on the choice it is about. `reveal()` after
 * setting the message.
 */
export function useRevealError<T extends HTMLElement>() {
  const panel = useRef<T>(null);
  const [revealing, setRevealing] = useState(0);
  useEffect(() => {
    const root = panel.current;
    if (!revealing || !root) return;
    const message = root.querySelector<HTMLElement>('[data-error]');
    const choice =
      root.querySelector<HTMLElement>('input[type=radio]:checked') ?? root.querySelector<HTMLElement>('input[type=radio]');
    revealError(message, message?.id === 'category-error' ? choice : message);
  }, [revealing]);
  return { panel, reveal: () => setRevealing((n) => n + 1) };
}
