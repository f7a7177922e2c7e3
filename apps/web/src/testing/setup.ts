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

// Markup a browser would repair differently from what React rendered (a div inside a p, a li
// outside a list) is a hydration error on a server-rendered page and broken HTML on any other:
// React only warns, so the test that renders it fails here.
const reactError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = typeof args[0] === 'string' ? args[0] : '';
  // React passes a format string ("In HTML, %s cannot be a descendant of <%s>.") and the tags.
  if (/^In HTML, .+ cannot be a (descendant|child) of /.test(text)) {
    let i = 1;
    throw new Error(`Invalid markup: ${text.replace(/%s/g, () => String(args[i++]))}`);
  }
  reactError(...args);
};
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
