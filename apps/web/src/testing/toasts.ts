import { message, notification } from 'antd';
import { waitFor } from '@testing-library/react';

export interface ShownToast {
  type: 'info' | 'success' | 'warning' | 'error' | 'loading' | 'unknown';
  text: string;
}

const TYPES = ['info', 'success', 'warning', 'error', 'loading'] as const;

/** The antd message toasts on screen, in order, as the user reads them. */
export function shownToasts(root: ParentNode = document): ShownToast[] {
  return [...root.querySelectorAll('.ant-message-notice')].map((notice) => ({
    type: TYPES.find((t) => notice.querySelector(`.ant-message-${t}`)) ?? 'unknown',
    text: notice.textContent?.trim() ?? '',
  }));
}

export const toastTexts = (root?: ParentNode): string[] => shownToasts(root).map((t) => t.text);

/** Closes every static toast and waits until none is left on screen. */
export async function clearToasts(): Promise<void> {
  message.destroy();
  await waitFor(() => {
    if (toastTexts().length > 0) throw new Error(`toasts still shown: ${toastTexts().join(' | ')}`);
  });
}

/**
 * Shows a sentinel toast and waits for it: toasts queue in order, so anything a finished call
 * was going to show is on screen by then. Returns the toasts other than the sentinel.
 */
export async function toastsSettled(): Promise<ShownToast[]> {
  const sentinel = `sentinel-${Math.random().toString(36).slice(2)}`;
  message.info(sentinel);
  await waitFor(() => {
    if (!toastTexts().includes(sentinel)) throw new Error('sentinel toast not shown yet');
  });
  const rest = shownToasts().filter((t) => t.text !== sentinel);
  message.destroy();
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
