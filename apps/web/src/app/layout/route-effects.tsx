import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { pageTitle } from '@laurel/contract';
import { clearPageToasts } from '../../lib/feedback.ts';
import { getSiteName } from '../../lib/site-name.ts';

/** What the router keeps on each route (`handle`): the i18n key of its page name. */
export interface RouteHandle {
  titleKey: string | null;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;

/** The title key of the deepest matched route that has one; null when none does. */
export function useRouteTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
}

/**
 * docs/product.md#routes: on each route change the title is set from the matched route's title
 * ('Page name - {host}', empty without one) and the window scrolls smoothly to the top. Focus moves
 * to the main region so keyboard and screen-reader users start reading the new page, and the
 * toasts of the page left behind close.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation('common');
  const titleKey = useRouteTitleKey();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = pageTitle(titleKey ? t(titleKey) : '', getSiteName());
  }, [titleKey, t, i18n.language]);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (first.current) {
      first.current = false;
      return;
    }
    // The toasts of the page left behind go with it (docs/product.md#errors).
    clearPageToasts();
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
