import { createElement, type ReactNode } from 'react';
import type { App, NotificationArgsProps } from 'antd';
import { NOTIFICATION_DURATION_S, TOAST_DURATION_S, TOAST_TOP } from './constants.ts';

/**
 * Toasts and notifications (their kinds: docs/product.md#errors; durations and top offset:
 * docs/product.md#constants).
 *
 * antd's message and notification are not part of the first load
 * (docs/decisions/004-light-first-load.md): the app mounts `feedback-antd.tsx`'s host, a lazy chunk
 * requested with the first render, which registers the context-aware instances (theme, locale) of
 * `message.useMessage()` and `notification.useNotification()`. A toast asked for before it has
 * registered waits for it. Code without that host (tests, anything before the app mounts) gets
 * antd's static functions, loaded on first use. Once loaded, every call is synchronous again, so
 * toasts keep their order.
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
 * The durations and offset of docs/product.md#constants, for the host's hooks and antd's static
 * functions.
 */
export const messageConfig = { duration: TOAST_DURATION_S, top: TOAST_TOP } as const;
export const notificationConfig = { duration: NOTIFICATION_DURATION_S } as const;

let registered: FeedbackApi | null = null;
/** antd's static functions, once their chunk has loaded. */
let staticApi: FeedbackApi | null = null;
let staticLoading: Promise<FeedbackApi> | null = null;
/** How many mounted hosts are on their way (the app renders one; see expectFeedbackHost). */
let hostsExpected = 0;
let waiting: ((api: FeedbackApi) => void)[] = [];

/**
 * Loads antd's static message and notification (configured with the values of
 * docs/product.md#constants).
 */
export function loadStaticFeedback(): Promise<FeedbackApi> {
  staticLoading ??= import('./feedback-antd.tsx').then((module) => {
    staticApi = module.staticFeedback();
    return staticApi;
  });
  staticLoading.catch(() => (staticLoading = null));
  return staticLoading;
}

function flush(api: FeedbackApi | null): void {
  const queue = waiting;
  waiting = [];
  for (const run of queue) {
    if (api) run(api);
    else void loadStaticFeedback().then(run, () => undefined);
  }
}

/** Routes toasts through the given instances; returns a function that undoes the registration. */
export function registerFeedback(api: FeedbackApi): () => void {
  registered = api;
  flush(api);
  return () => {
    if (registered === api) registered = null;
  };
}

/**
 * Called by the app when it mounts its (lazy) host: toasts wait for the host instead of going to
 * the static functions. Returns the undo, to call when the host is gone or its chunk failed.
 */
export function expectFeedbackHost(): () => void {
  hostsExpected += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    hostsExpected -= 1;
    if (!registered && hostsExpected === 0) flush(null);
  };
}

/** Runs `run` with the best instance there is now, or as soon as there is one. */
function withApi(run: (api: FeedbackApi) => void): void {
  const now = registered ?? (hostsExpected > 0 ? null : staticApi);
  if (now) return run(now);
  waiting.push(run);
  if (hostsExpected === 0) flush(null);
}

export interface ToastOptions {
  /** Seconds; 0 keeps the toast until it is closed. Defaults to TOAST_DURATION_S. */
  duration?: number;
  /** A toast with the same key replaces the one on screen instead of stacking. */
  key?: string | number;
  onClose?: () => void;
  /**
   * Survives the next route change (see `clearPageToasts`): for a toast about to lead somewhere
   * else, such as "Login information has expired" on its way to /login.
   */
  keepOnNavigation?: boolean;
}

/** The closer antd returns; also a thenable that settles when the toast closes. */
export type ToastHandle = ReturnType<MessageInstance['open']>;

/** A handle for a toast that opens once antd is there: closing it early closes it on arrival. */
function laterHandle(open: (api: FeedbackApi) => ToastHandle): ToastHandle {
  let handle: ToastHandle | null = null;
  let closed = false;
  const opened = new Promise<ToastHandle>((resolve) =>
    withApi((api) => {
      handle = open(api);
      if (closed) handle();
      resolve(handle);
    }),
  );
  const close = () => {
    closed = true;
    handle?.();
  };
  const then: ToastHandle['then'] = (onFulfilled, onRejected) =>
    opened.then((h) => h.then(onFulfilled, onRejected));
  return Object.assign(close, { then }) as ToastHandle;
}

/**
 * The toasts on screen that belong to the page they were shown on: a route change closes them
 * (`clearPageToasts`). Success toasts confirm something that stays true on the next page and are
 * not listed; nor is a toast after it has closed.
 */
const pageToasts = new Map<string | number, { keep: boolean }>();
let autoKey = 0;

/** Several lines (a 422 with several messages) stay several lines. */
const asContent = (content: ReactNode): ReactNode =>
  typeof content === 'string' && content.includes('\n')
    ? createElement('span', { className: 'laurel-toast-lines', style: { whiteSpace: 'pre-line' } }, content)
    : content;

function show(type: ToastType, content: ReactNode, options: ToastOptions = {}): ToastHandle {
  const key = options.key ?? `laurel-toast-${++autoKey}`;
  if (type === 'success') pageToasts.delete(key);
  else pageToasts.set(key, { keep: options.keepOnNavigation ?? false });
  const onClose = () => {
    pageToasts.delete(key);
    options.onClose?.();
  };
  const open = (api: FeedbackApi) =>
    api.message.open({
      type,
      content: asContent(content),
      duration: options.duration ?? TOAST_DURATION_S,
      key,
      onClose,
    });
  const now = registered ?? (hostsExpected > 0 ? null : staticApi);
  return now ? open(now) : laterHandle(open);
}

/**
 * On a route change (app/layout/route-effects.tsx): closes the toasts of the page left behind —
 * errors, warnings, notes and progress — so none outlives its page (docs/product.md#errors).
 * A toast marked `keepOnNavigation` stays for this one change.
 */
export function clearPageToasts(): void {
  const closing: (string | number)[] = [];
  for (const [key, entry] of pageToasts) {
    if (entry.keep) entry.keep = false;
    else closing.push(key);
  }
  if (closing.length === 0) return;
  for (const key of closing) pageToasts.delete(key);
  withApi((api) => {
    for (const key of closing) api.message.destroy(key);
  });
}

type ToastFn = (content: ReactNode, options?: ToastOptions) => ToastHandle;

export const toast: Record<ToastType, ToastFn> & { destroy: (key?: string | number) => void } = {
  info: (content, options) => show('info', content, options),
  success: (content, options) => show('success', content, options),
  warning: (content, options) => show('warning', content, options),
  error: (content, options) => show('error', content, options),
  loading: (content, options) => show('loading', content, options),
  destroy: (key) => {
    if (key === undefined) pageToasts.clear();
    else pageToasts.delete(key);
    withApi((api) => api.message.destroy(key));
  },
};

type NotifyType = 'info' | 'success' | 'warning' | 'error';
type NotifyFn = (args: NotificationArgsProps) => void;

function open(type: NotifyType | undefined, args: NotificationArgsProps): void {
  withApi((api) =>
    api.notification.open({ duration: NOTIFICATION_DURATION_S, ...args, ...(type ? { type } : {}) }),
  );
}

export const notify: Record<NotifyType | 'open', NotifyFn> & {
  destroy: (key?: string) => void;
} = {
  open: (args) => open(undefined, args),
  info: (args) => open('info', args),
  success: (args) => open('success', args),
  warning: (args) => open('warning', args),
  error: (args) => open('error', args),
  destroy: (key) => withApi((api) => api.notification.destroy(key)),
};
