import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE_KEY, ROUTES, pageTitle, type RouteWrapper } from '../src/index.ts';

/**
 * The route table of docs/product.md#routes: path, wrapper, and whether the category list loads
 * first. "guarded" is the auth wrapper; /juryreviewdetails gets jury-auth (docs/architecture.md); the
 * organisers' console (/admin/*) the staff wrapper.
 */
const SPEC: [path: string, wrapper: RouteWrapper | null, loadCategories: boolean][] = [
  ['/', null, false],
  ['/login', null, false],
  ['/register', null, false],
  ['/steps', 'auth', true],
  ['/preview', 'auth', true],
  ['/winner', null, false],
  ['/account', 'auth', false],
  ['/user/changepassword', 'auth', false],
  ['/user/forget', null, false],
  ['/pay-result', 'auth', false],
  ['/jurymember', null, false],
  ['/jury', null, false],
  ['/awards/steps', 'auth', true],
  ['/juryreview', 'only-jury', false],
  ['/levelJuryreview', 'jury-level-sub-jury', false],
  ['/subjuryreview', 'sub-jury', false],
  ['/winnerDetails', null, false],
  ['/juryreviewdetails', 'jury-auth', false],
  ['/trophie', 'auth', true],
  ['/faq', null, false],
  ['/rules', null, false],
  ['/about', null, false],
  ['/refund-policy', null, false],
  ['/terms', null, false],
  ['/contact', null, false],
  ['/privacy', null, false],
  ['/verify', null, false],
  ['/403', null, false],
  ['/admin', 'staff', false],
  ['/admin/entries', 'staff', false],
  ['/admin/entries/one', 'staff', false],
  ['/admin/seasons', 'staff', false],
  ['/admin/categories', 'staff', false],
  ['/admin/award-levels', 'staff', false],
  ['/admin/criteria', 'staff', false],
  ['/admin/entry-form', 'staff', false],
  ['/admin/codes', 'staff', false],
  ['/admin/staff', 'staff', false],
  ['/admin/mail', 'staff', false],
  ['/admin/mail/edit', 'staff', false],
  ['/admin/mail-log', 'staff', false],
  ['/admin/bulk', 'staff', false],
  ['/admin/bulk/new', 'staff', false],
  ['/admin/bulk/job', 'staff', false],
  ['/admin/content', 'staff', false],
  ['/admin/content/edit', 'staff', false],
  ['/admin/content/media', 'staff', false],
  ['/admin/invitations', 'staff', false],
  ['/admin/people', 'staff', false],
  ['/admin/jury', 'staff', false],
  ['/admin/payments', 'staff', false],
  ['/admin/payments/order', 'staff', false],
  ['/admin/payments/reconcile', 'staff', false],
  ['/admin/exports', 'staff', false],
  ['/admin/audit', 'staff', false],
  ['/admin/contact', 'staff', false],
  ['/invitation', null, false],
];

describe('routes (docs/product.md#routes)', () => {
  it('has exactly the routes of the docs/product.md#routes table, each once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC.map(([p]) => p).sort());
  });

  it.each(SPEC)('%s: wrapper %s, categories loaded first: %s', (path, wrapper, load) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route?.wrapper ?? null).toBe(wrapper);
    expect(route?.loadCategories).toBe(load);
  });

  it('renders no console page on the server: each is personal, and behind a log-in', () => {
    const console = ROUTES.filter((r) => r.path === '/admin' || r.path.startsWith('/admin/'));
    expect(console.length).toBeGreaterThan(0);
    for (const r of console) expect([r.wrapper, r.serverRendered], r.path).toEqual(['staff', false]);
  });

  it('gives every route a title key and the not-found page its own', () => {
    for (const r of ROUTES) expect(r.titleKey).toMatch(/^title\./);
    expect(NOT_FOUND_TITLE_KEY).toMatch(/^title\./);
    expect(new Set(ROUTES.map((r) => r.titleKey)).size).toBe(ROUTES.length);
  });

  it("titles pages 'Page name - {host}', empty without a name", () => {
    expect(pageTitle('Login', 'Laurel')).toBe('Login - Laurel');
    expect(pageTitle('', 'Laurel')).toBe('');
  });
});
