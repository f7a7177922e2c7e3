import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** The console's pages, one lazy module of their own (features/admin/pages/console-pages.ts). */
const CONSOLE_DIR = '../features/admin/pages/';
const loadConsole = () => import('../features/admin/pages/console-pages.ts');

/**
 * Every page module by its file below `src/`: each public and account page its own chunk (a
 * minimal antd page is ~195 KB gzip, docs/decisions/001-stack-and-runtime.md), the console's
 * pages one chunk together.
 */
const OWN_CHUNKS = import.meta.glob<PageModule>(['../features/*/pages/*-page.tsx', '!../features/admin/pages/*']);

export function pageModule(key: string): (() => Promise<PageModule>) | undefined {
  if (!key.startsWith(CONSOLE_DIR)) return OWN_CHUNKS[key];
  const name = `./${key.slice(CONSOLE_DIR.length)}`;
  return () =>
    loadConsole().then(({ CONSOLE_PAGES }) => {
      const page = CONSOLE_PAGES[name];
      if (!page) throw new Error(`No console page ${key}`);
      return { default: page };
    });
}

/**
 * The page already loaded, when it is: never in the browser, always in the server renderer,
 * whose build replaces this file with page-modules.server.ts (vite.config.ts).
 */
export const loadedPage = (_key: string): ComponentType | null => null;
