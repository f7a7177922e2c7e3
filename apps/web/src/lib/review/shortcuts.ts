/**
 * The review pages' keyboard shortcuts (issue 13): j/k for the next and previous entry, 1–9 and 0
 * (= 10) to score the focused criterion — on the proposal, 1–9 choose the level in that place and
 * 0 "No award" — `n` for "No award" from anywhere, Ctrl+Enter (Cmd+Enter on a Mac) to submit and
 * go on, `?` for the list, `f` for the images full screen. Kept pure so the mapping is tested
 * without a page.
 */
export type ReviewKeyAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'score'; score: number }
  | { type: 'noAward' }
  | { type: 'submit' }
  | { type: 'help' }
  | { type: 'images' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * What a key press does, or null when the page should leave it alone. `typing` is true while the
 * focus is in a text field (the comment box): then only the submit chord works, which types
 * nothing, so a comment is never scored or skipped by accident.
 */
export function reviewKeyAction(
  press: KeyPress,
  { typing }: { typing: boolean },
): ReviewKeyAction | null {
  const { key, ctrlKey, metaKey, altKey } = press;
  if (key === 'Enter' && (ctrlKey || metaKey) && !altKey) return { type: 'submit' };
  if (typing || ctrlKey || metaKey || altKey) return null;
  if (key === 'j') return { type: 'next' };
  if (key === 'k') return { type: 'previous' };
  if (key === '?') return { type: 'help' };
  if (key === 'f') return { type: 'images' };
  if (key === 'n') return { type: 'noAward' };
  if (/^[0-9]$/.test(key)) return { type: 'score', score: key === '0' ? 10 : Number(key) };
  return null;
}

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
]);

/** Whether keys pressed with `target` focused type text (where no shortcut may fire). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUTS.has(target.type);
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Whether the platform's submit chord is Cmd (for the help text; both chords work everywhere). */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad/i.test(platform);
}
