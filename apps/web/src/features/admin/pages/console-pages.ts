import { createElement, type ComponentType } from 'react';
import { NoAccess } from '../components/no-access.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';

const PAGES = import.meta.glob<ComponentType>('./*-page.tsx', { eager: true, import: 'default' });

/**
 * A page's queries start as it mounts: an account without a console role is told it has no
 * access before any page mounts, so its browser asks /api/admin nothing (the server would refuse
 * every call anyway). A page reading its data first and leaving the refusal to its shell sent
 * those requests — seen as a flaky page test once the request outran the assertion.
 */
function staffOnly(Page: ComponentType): ComponentType {
  return function StaffOnly() {
    const { role } = useStaffAccess();
    return role ? createElement(Page) : createElement(NoAccess);
  };
}

/**
 * Every page of the organisers' console, one chunk: the app's page table (app/page-modules.ts)
 * names each page once, and with a chunk per page those names and their preload lists were part
 * of every visitor's first load, growing with each console page
 * (docs/decisions/004-light-first-load.md). Staff load the console once and move within it.
 */
export const CONSOLE_PAGES: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(PAGES).map(([file, Page]) => [file, staffOnly(Page)]),
);
