import type { ComponentType } from 'react';

/**
 * Every page of the organisers' console, one chunk: the app's page table (app/page-modules.ts)
 * names each page once, and with a chunk per page those names and their preload lists were part
 * of every visitor's first load, growing with each console page
 * (docs/decisions/004-light-first-load.md). Staff load the console once and move within it.
 */
export const CONSOLE_PAGES: Readonly<Record<string, ComponentType>> = import.meta.glob<ComponentType>(
  './*-page.tsx',
  { eager: true, import: 'default' },
);
