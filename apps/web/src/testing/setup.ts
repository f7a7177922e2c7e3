/**
 * Vitest setup for the web project (vitest.config.ts): jest-dom matchers, i18next with the
 * English texts, DOM cleanup, the few browser APIs jsdom lacks that antd needs, and a
 * getComputedStyle that only matches the style rules deciding visibility (visibility-styles.ts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { loadStaticFeedback } from '../lib/feedback.ts';
import { initTestI18n } from './i18n.ts';
import { installJsdomGaps } from './jsdom-gaps.ts';
import { forgetShownToasts } from './toasts.ts';
import { installVisibilityOnlyStyles } from './visibility-styles.ts';

installJsdomGaps();
installVisibilityOnlyStyles();
await initTestI18n();
// antd's toasts are a lazy chunk in the app (lib/feedback.ts); loaded up front here, toasts show
// synchronously and in order, as they do once the app's host has registered.
await loadStaticFeedback();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  forgetShownToasts();
});

// React's scheduler and antd's toast root may still hold work queued by the last test (a toast
// closing, a lazy page resolving). Let it drain while the DOM exists, so nothing runs after
// jsdom is torn down ("window is not defined" after the file has passed).
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
