import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * Every page module, each its own chunk (a minimal antd page is ~195 KB gzip,
 * docs/decisions/001-stack-and-runtime.md), by its file below `src/`.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = import.meta.glob<PageModule>(
  '../features/*/pages/*-page.tsx',
);

/**
 * The page already loaded, when it is: never in the browser, always in the server renderer,
 * whose build replaces this file with page-modules.server.ts (vite.config.ts).
 */
export const loadedPage = (_key: string): ComponentType | null => null;
