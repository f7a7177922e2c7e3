import type { ComponentType, LazyExoticComponent } from 'react';
import { isIdentity } from '@laurel/contract';
import { lazyPage } from '../lib/chunk-timeout.ts';
import { useCurrentUser } from '../lib/session/current-user.ts';
import { loadedPage, pageModule } from './page-modules.ts';

/*
 * Pages are found by a glob (page-modules.ts) rather than one `import()` per route so the source
 * file of each route is known by name: the server renderer reads the build manifest under that
 * name to link the page's styles and script in the first response
 * (apps/web/src/app/README.md#server-rendering).
 */

/** The page file of every route in the contract's ROUTES table, below `src/features/`. */
export const PAGE_FILES: Readonly<Record<string, string>> = {
  '/': 'home/pages/home-page.tsx',
  '/login': 'auth/pages/login-page.tsx',
  '/register': 'auth/pages/register-page.tsx',
  '/steps': 'entries/pages/steps-page.tsx',
  '/preview': 'entries/pages/preview-page.tsx',
  '/winner': 'winners/pages/winners-page.tsx',
  '/account': 'account/pages/account-page.tsx',
  '/user/changepassword': 'auth/pages/change-password-page.tsx',
  '/user/forget': 'auth/pages/forget-password-page.tsx',
  '/pay-result': 'payments/pages/pay-result-page.tsx',
  '/jurymember': 'jury-profiles/pages/jury-member-page.tsx',
  '/jury': 'jury-profiles/pages/jury-page.tsx',
  '/awards/steps': 'awards/pages/award-steps-page.tsx',
  '/juryreview': 'judging/pages/jury-review-page.tsx',
  '/levelJuryreview': 'review/pages/level-jury-review-page.tsx',
  '/subjuryreview': 'review/pages/sub-jury-review-page.tsx',
  '/winnerDetails': 'winners/pages/winner-details-page.tsx',
  '/juryreviewdetails': 'review/pages/jury-review-details-page.tsx',
  '/trophie': 'awards/pages/trophies-page.tsx',
  '/faq': 'content/pages/faq-page.tsx',
  '/rules': 'content/pages/rules-page.tsx',
  '/about': 'content/pages/about-page.tsx',
  '/refund-policy': 'content/pages/refund-policy-page.tsx',
  '/terms': 'content/pages/terms-page.tsx',
  '/contact': 'content/pages/contact-page.tsx',
  '/privacy': 'content/pages/privacy-page.tsx',
  '/verify': 'certificates/pages/verify-page.tsx',
  '/403': 'status/pages/forbidden-page.tsx',
  '/admin': 'admin/pages/dashboard-page.tsx',
  '/admin/seasons': 'admin/pages/seasons-page.tsx',
  '/admin/categories': 'admin/pages/categories-page.tsx',
  '/admin/award-levels': 'admin/pages/award-levels-page.tsx',
  '/admin/criteria': 'admin/pages/criteria-page.tsx',
  '/admin/entry-form': 'admin/pages/entry-form-page.tsx',
  '/admin/codes': 'admin/pages/codes-page.tsx',
  '/admin/staff': 'admin/pages/staff-page.tsx',
  '/admin/invitations': 'admin/pages/invitations-page.tsx',
  '/invitation': 'invitations/pages/invitation-page.tsx',
  '/admin/entries': 'admin/pages/entries-page.tsx',
  '/admin/entries/one': 'admin/pages/entry-page.tsx',
  '/admin/people': 'admin/pages/people-page.tsx',
  '/admin/jury': 'admin/pages/jury-profiles-page.tsx',
  '/admin/payments': 'admin/pages/payments-page.tsx',
  '/admin/payments/order': 'admin/pages/payment-order-page.tsx',
  '/admin/payments/reconcile': 'admin/pages/payments-reconcile-page.tsx',
  '/admin/content': 'admin/pages/content-page.tsx',
  '/admin/content/edit': 'admin/pages/content-edit-page.tsx',
  '/admin/content/media': 'admin/pages/media-reports-page.tsx',
  '/admin/mail': 'admin/pages/mail-templates-page.tsx',
  '/admin/mail/edit': 'admin/pages/mail-template-edit-page.tsx',
  '/admin/bulk': 'admin/pages/bulk-jobs-page.tsx',
  '/admin/bulk/new': 'admin/pages/bulk-new-page.tsx',
  '/admin/bulk/job': 'admin/pages/bulk-job-page.tsx',
  '/admin/mail-log': 'admin/pages/mail-log-page.tsx',
  '/admin/exports': 'admin/pages/exports-page.tsx',
  '/admin/audit': 'admin/pages/audit-page.tsx',
  '/admin/contact': 'admin/pages/contact-page.tsx',
};

export const NOT_FOUND_PAGE_FILE = 'status/pages/not-found-page.tsx';

/**
 * Routes whose one address is a page of two features, by who is signed in: the judge's page here,
 * everyone else's in PAGE_FILES. `/juryreviewdetails` is the judge's full view of an entry
 * (features/judging) or a reviewer's blind form (features/review); a feature imports no other
 * (docs/architecture.md#layout), so the app chooses.
 */
export const JUDGE_PAGE_FILES: Readonly<Record<string, string>> = {
  '/juryreviewdetails': 'judging/pages/judge-details-page.tsx',
};

/** The page module's key in the build manifest (`src/features/…`). */
export const manifestKey = (file: string): string => `src/features/${file}`;

function lazyFile(file: string): LazyExoticComponent<ComponentType> {
  const loaded = loadedPage(`../features/${file}`);
  // Typed as lazy for the router; React renders a plain component the same way.
  if (loaded) return loaded as LazyExoticComponent<ComponentType>;
  const load = pageModule(`../features/${file}`);
  if (!load) throw new Error(`No page module features/${file} (app/route-pages.tsx)`);
  // Loaded with the chunk time-out of docs/product.md#constants.
  return lazyPage(load);
}

/** The judge's page or everyone else's, each loaded only when it is the one shown. */
function byIdentity(judgeFile: string, otherFile: string): ComponentType {
  const JudgePage = lazyFile(judgeFile);
  const OtherPage = lazyFile(otherFile);
  return function PageByIdentity() {
    const { user } = useCurrentUser();
    return isIdentity(user) ? <JudgePage /> : <OtherPage />;
  };
}

/** The page of every route; a route without one fails at start-up (router.tsx) and in the router test. */
export const PAGES: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([path, file]) => {
    const judgeFile = JUDGE_PAGE_FILES[path];
    return [path, judgeFile ? byIdentity(judgeFile, file) : lazyFile(file)];
  }),
);

export const NotFoundPage = lazyFile(NOT_FOUND_PAGE_FILE);
