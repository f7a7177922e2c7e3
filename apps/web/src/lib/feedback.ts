import type { ReactNode } from 'react';
import { message, notification, type App, type NotificationArgsProps } from 'antd';
import { NOTIFICATION_DURATION_S, TOAST_DURATION_S, TOAST_TOP } from '@laurel/contract';

/**
 * Toasts and notifications (spec §8 "Toast types", §9 durations and top offset).
 *
 * antd's static `message` cannot read the theme or locale from context, so the app registers the
 * instances of `App.useApp()` once its providers are mounted; until then (and in code that runs
 * outside React, such as the request client) the static functions are the fallback.
 */

type AppApi = ReturnType<typeof App.useApp>;
export type MessageInstance = AppApi['message'];
export type NotificationInstance = AppApi['notification'];
export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

/**
 * Pass these to `<App message={messageConfig} notification={notificationConfig}>`: instances
 * from `App.useApp()` take their config from the App props, not from `message.config()`.
 */
export const messageConfig = { duration: TOAST_DURATION_S, top: TOAST_TOP } as const;
export const notificationConfig = { duration: NOTIFICATION_DURATION_S } as const;

let registered: FeedbackApi | null = null;

/** Applies the spec §9 durations and offset to antd's static functions. Call once at start. */
export function configureFeedback(): void {
  message.config({ ...messageConfig });
  notification.config({ ...notificationConfig });
}

/** Routes toasts through the given instances; returns a function that undoes the registration. */
export function registerFeedback(api: FeedbackApi): () => void {
  registered = api;
  return () => {
    if (registered === api) registered = null;
  };
}

export interface ToastOptions {
  /** Seconds; 0 keeps the toast until it is closed. Defaults to TOAST_DURATION_S. */
  duration?: number;
  /** A toast with the same key replaces the one on screen instead of stacking. */
  key?: string | number;
  onClose?: () => void;
}

/** The closer antd returns; also a thenable that settles when the toast closes. */
export type ToastHandle = ReturnType<MessageInstance['open']>;

function show(type: ToastType, content: ReactNode, options: ToastOptions = {}): ToastHandle {
  const api = registered?.message ?? message;
  return api.open({
    type,
    content,
    duration: options.duration ?? TOAST_DURATION_S,
    ...(options.key !== undefined ? { key: options.key } : {}),
    ...(options.onClose ? { onClose: options.onClose } : {}),
  });
}

type ToastFn = (content: ReactNode, options?: ToastOptions) => ToastHandle;

export const toast: Record<ToastType, ToastFn> & { destroy: (key?: string | number) => void } = {
  info: (content, options) => show('info', content, options),
  success: (content, options) => show('success', content, options),
  warning: (content, options) => show('warning', content, options),
  error: (content, options) => show('error', content, options),
  loading: (content, options) => show('loading', content, options),
  destroy: (key) => (registered?.message ?? message).destroy(key),
};

type NotifyType = 'info' | 'success' | 'warning' | 'error';
type NotifyFn = (args: NotificationArgsProps) => void;

function open(type: NotifyType | undefined, args: NotificationArgsProps): void {
  const api = registered?.notification ?? notification;
  api.open({ duration: NOTIFICATION_DURATION_S, ...args, ...(type ? { type } : {}) });
}

export const notify: Record<NotifyType | 'open', NotifyFn> & {
  destroy: (key?: string) => void;
} = {
  open: (args) => open(undefined, args),
  info: (args) => open('info', args),
  success: (args) => open('success', args),
  warning: (args) => open('warning', args),
  error: (args) => open('error', args),
  destroy: (key) => (registered?.notification ?? notification).destroy(key),
};
