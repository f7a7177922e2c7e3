/**
 * Where a form shows the first problem after a refused "Next" or "Submit": scrolled to the middle
 * of the screen and focused, so nobody is left looking at a button while the message is out of
 * sight (WCAG 3.3.1). antd forms get it with `scrollToFirstError={FIRST_ERROR}`; other steps call
 * `revealError` themselves.
 */
export const FIRST_ERROR = { focus: true, block: 'center' } as const;

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls `target` (the message, or the field it is about) to the middle of the screen and moves
 * the focus to `focus` (by default `target`, which then needs a tabIndex) without a second jump.
 * Returns false when there is nothing to show.
 */
export function revealError(target: Element | null | undefined, focus: HTMLElement | null | undefined = target as HTMLElement | null): boolean {
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  focus?.focus({ preventScroll: true });
  return true;
}
