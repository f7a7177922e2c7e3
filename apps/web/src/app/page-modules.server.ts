import type { ComponentType } from 'react';
import type { PageModule } from './page-modules.ts';

/**
 * The server renderer's page-modules.ts (swapped in by vite.config.ts for `vite build --ssr`):
 * every page loaded up front, so rendering one never suspends on its module. A page that
 * suspended would be written out of order, with the inline scripts the site's
 * Content-Security-Policy forbids (apps/web/src/app/README.md#server-rendering).
 */
const LOADED = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx', { eager: true });

export function pageModule(key: string): (() => Promise<PageModule>) | undefined {
  const loaded = LOADED[key];
  return loaded ? () => Promise.resolve(loaded) : undefined;
}

export const loadedPage = (key: string): ComponentType | null => LOADED[key]?.default ?? null;
