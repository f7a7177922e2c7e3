import { message, notification } from 'antd';
import { waitFor } from '@testing-library/react';

export interface ShownToast {
  type: 'info' | 'success' | 'warning' | 'error' | 'loading' | 'unknown';
  text: string;
}

const TYPES = ['info', 'success', 'warning', 'error', 'loading'] as const;

const readNotice = (notice: Element): ShownToast => ({
  type: TYPES.find((t) => notice.querySelector(`.ant-message-${t}`)) ?? 'unknown',
  text: notice.textContent?.trim() ?? '',
});

/** The antd message toasts on screen, in order, as the user reads them. */
export function shownToasts(root: ParentNode = document): ShownToast[] {
  return [...root.querySelectorAll('.ant-message-notice')].map(readNotice);
}

/**
 * Every toast that appeared since the log was last read, in order. A toast closes itself after
 * its duration (3 s); on a busy machine a test can reach its check later than that, so what was
 * shown is recorded as it appears instead of read off the screen afterwards.
 */
let shownLog: ShownToast[] = [];
const logged = new WeakSet<Element>();
function recordNewToasts(): void {
  // A widget's last frame (antd's autosizing text area) may change the DOM after the file's jsdom
  // is torn down, when there is no document left to read.
  if (typeof document === 'undefined') return;
  for (const notice of document.querySelectorAll('.ant-message-notice')) {
    if (logged.has(notice)) continue;
    const toast = readNotice(notice);
    if (!toast.text) continue; // its content is not rendered yet: the next mutation brings it
    logged.add(notice);
    shownLog.push(toast);
  }
}
new MutationObserver(recordNewToasts).observe(document.documentElement, { childList: true, subtree: true, characterData: true });

/** Starts the log afresh (each test, see setup.ts). */
export function forgetShownToasts(): void {
  recordNewToasts();
  shownLog = [];
}

export const toastTexts = (root?: ParentNode): string[] => shownToasts(root).map((t) => t.text);

/** Closes every static toast and waits until none is left on screen. */
export async function clearToasts(): Promise<void> {
  message.destroy();
  await waitFor(() => {
    if (toastTexts().length > 0) throw new Error(`toasts still shown: ${toastTexts().join(' | ')}`);
  });
  forgetShownToasts();
}

/**
 * Shows a sentinel toast and waits for it: toasts queue in order, so anything a finished call
 * was going to show has been shown by then. Returns the toasts shown since the last call (or the
 * test's start) other than the sentinel, including any that already closed themselves.
 */
export async function toastsSettled(): Promise<ShownToast[]> {
  const sentinel = `sentinel-${Math.random().toString(36).slice(2)}`;
  message.info({ content: sentinel, duration: 0 });
  await waitFor(() => {
    recordNewToasts();
    if (!shownLog.some((t) => t.text === sentinel)) throw new Error('sentinel toast not shown yet');
  });
  const rest = shownLog.filter((t) => t.text !== sentinel);
  message.destroy();
  shownLog = [];
  return rest;
}

/** Closes every static notification and waits until none is left on screen. */
export async function clearNotifications(): Promise<void> {
  notification.destroy();
  await waitFor(() => {
    if (document.querySelector('.ant-notification-notice')) {
      throw new Error('notifications still shown');
    }
  });
}
