import { useEffect } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { NOTIFICATION_DURATION_S, TOAST_DURATION_S } from './constants.ts';
import { clearNotifications, clearToasts, shownToasts, toastTexts } from '../testing/toasts.ts';
import FeedbackHost from './feedback-antd.tsx';
import {
  clearPageToasts,
  expectFeedbackHost,
  messageConfig,
  notificationConfig,
  notify,
  registerFeedback,
  toast,
  type FeedbackApi,
} from './feedback.ts';

let unregister: (() => void) | null = null;

afterEach(async () => {
  unregister?.();
  unregister = null;
  await clearNotifications();
  await clearToasts();
});

/** What the app shell does: hand App.useApp()'s instances to the feedback module. */
function RegisterFeedback() {
  const { message, notification: notificationApi } = App.useApp();
  useEffect(
    () => registerFeedback({ message, notification: notificationApi }),
    [message, notificationApi],
  );
  return null;
}

describe('toast (docs/product.md#errors toast types)', () => {
  test('shows each of the five types', async () => {
    toast.info('Saved as draft');
    toast.success('Entry submitted');
    toast.warning('Deadline soon');
    toast.error('Payment failed');
    toast.loading('Uploading');
    await waitFor(() => expect(shownToasts()).toHaveLength(5));
    expect(shownToasts()).toEqual([
      { type: 'info', text: 'Saved as draft' },
      { type: 'success', text: 'Entry submitted' },
      { type: 'warning', text: 'Deadline soon' },
      { type: 'error', text: 'Payment failed' },
      { type: 'loading', text: 'Uploading' },
    ]);
  });

  test('a toast with the key of one on screen replaces it', async () => {
    toast.error('Network error', { key: 'net' });
    toast.error('Network error again', { key: 'net' });
    await waitFor(() => expect(toastTexts()).toEqual(['Network error again']));
  });

  test('goes through the registered App instance, and back to the static one after', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { unmount } = render(
      <App
        message={{ ...messageConfig, getContainer: () => host }}
        notification={notificationConfig}
      >
        <RegisterFeedback />
      </App>,
    );
    toast.success('Through the app');
    expect(await screen.findByText('Through the app')).toBeInTheDocument();
    expect(toastTexts(host)).toEqual(['Through the app']);

    unmount(); // the effect's clean-up unregisters the instance
    toast.info('Static again');
    expect(await screen.findByText('Static again')).toBeInTheDocument();
    expect(toastTexts(host)).not.toContain('Static again');
    host.remove();
  });

  test('uses the durations of docs/product.md#constants unless told otherwise', () => {
    const open = vi.fn();
    const notifyOpen = vi.fn();
    unregister = registerFeedback({
      message: { open, destroy: vi.fn() },
      notification: { open: notifyOpen, destroy: vi.fn() },
    } as unknown as FeedbackApi);
    toast.error('a');
    toast.loading('b', { duration: 0 });
    notify.success({ title: 'Paid' });
    expect(open.mock.calls).toEqual([
      [expect.objectContaining({ type: 'error', content: 'a', duration: TOAST_DURATION_S })],
      [expect.objectContaining({ type: 'loading', content: 'b', duration: 0 })],
    ]);
    expect(notifyOpen).toHaveBeenCalledExactlyOnceWith({
      duration: NOTIFICATION_DURATION_S,
      title: 'Paid',
      type: 'success',
    });
  });
});

describe('toasts and route changes (docs/product.md#errors)', () => {
  test("a route change closes the page's errors, notes and progress, not its confirmations", async () => {
    toast.error('Payment failed');
    toast.warning('Deadline soon');
    toast.loading('Uploading', { duration: 0 });
    toast.success('Profile saved');
    await waitFor(() => expect(toastTexts()).toHaveLength(4));
    clearPageToasts();
    await waitFor(() => expect(toastTexts()).toEqual(['Profile saved']));
  });

  test('a toast kept for navigation survives one route change, then goes like the others', async () => {
    toast.error('Login information has expired', { keepOnNavigation: true });
    toast.error('Old page error');
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    clearPageToasts();
    await waitFor(() => expect(toastTexts()).toEqual(['Login information has expired']));
    clearPageToasts();
    await waitFor(() => expect(toastTexts()).toEqual([]));
  });

  test('a toast of several lines keeps them apart', async () => {
    toast.error('Images: This field is required\nProject title: This field is required');
    const lines = await waitFor(() => {
      const found = document.querySelector('.ant-message-notice .laurel-toast-lines');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(getComputedStyle(lines).whiteSpace).toBe('pre-line');
  });
});

describe("the app's lazy host (docs/decisions/004-light-first-load.md)", () => {
  test('toasts asked for before the host has registered wait for it, in order', async () => {
    const undo = expectFeedbackHost();
    toast.info('First');
    toast.error('Second');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastTexts()).toEqual([]);

    // Another prefix tells the host's (themed, in-context) toasts from the static ones.
    const { unmount } = render(
      <ConfigProvider prefixCls="host">
        <FeedbackHost />
      </ConfigProvider>,
    );
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.host-message-notice')].map((n) => n.textContent),
      ).toEqual(['First', 'Second']),
    );
    expect(toastTexts()).toEqual([]);
    unmount();
    undo();
  });

  test('when the host never comes, waiting toasts go to the static functions', async () => {
    const undo = expectFeedbackHost();
    toast.warning('Still shown');
    undo();
    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'warning', text: 'Still shown' }]));
  });

  test('a handle closes a toast that was still waiting for the host', async () => {
    const undo = expectFeedbackHost();
    const close = toast.loading('Uploading', { duration: 0 });
    close();
    undo();
    toast.info('After');
    await waitFor(() => expect(toastTexts()).toEqual(['After']));
  });
});

describe('notify', () => {
  test('shows a notification with its title and description', async () => {
    notify.error({ title: 'Payment failed', description: 'The card was declined.' });
    const notice = await waitFor(() => {
      const found = document.querySelector('.ant-notification-notice');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(notice).toHaveTextContent('Payment failed');
    expect(notice).toHaveTextContent('The card was declined.');
  });
});
