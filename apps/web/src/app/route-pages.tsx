import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../lib/chunk-timeout.ts';

/**
 * The page of every route in the contract's ROUTES table, each its own chunk (a minimal antd
 * page is ~195 KB gzip, docs/decisions/001-stack-and-runtime.md) loaded with the chunk time-out of
 * docs/product.md#constants. A route without an entry here fails at start-up (router.tsx) and in
 * the router test.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/': lazyPage(() => import('../features/home/pages/home-page.tsx')),
  '/login': lazyPage(() => import('../features/auth/pages/login-page.tsx')),
  '/register': lazyPage(() => import('../features/auth/pages/register-page.tsx')),
  '/steps': lazyPage(() => import('../features/entries/pages/steps-page.tsx')),
  '/preview': lazyPage(() => import('../features/entries/pages/preview-page.tsx')),
  '/winner': lazyPage(() => import('../features/winners/pages/winners-page.tsx')),
  '/account': lazyPage(() => import('../features/account/pages/account-page.tsx')),
  '/user/changepassword': lazyPage(() => import('../features/auth/pages/change-password-page.tsx')),
  '/user/forget': lazyPage(() => import('../features/auth/pages/forget-password-page.tsx')),
  '/pay-result': lazyPage(() => import('../features/entries/pages/pay-result-page.tsx')),
  '/jurymember': lazyPage(() => import('../features/jury/pages/jury-member-page.tsx')),
  '/jury': lazyPage(() => import('../features/jury/pages/jury-page.tsx')),
  '/awards/steps': lazyPage(() => import('../features/entries/pages/award-steps-page.tsx')),
  '/juryreview': lazyPage(() => import('../features/review/pages/jury-review-page.tsx')),
  '/levelJuryreview': lazyPage(() => import('../features/review/pages/level-jury-review-page.tsx')),
  '/subjuryreview': lazyPage(() => import('../features/review/pages/sub-jury-review-page.tsx')),
  '/winnerDetails': lazyPage(() => import('../features/winners/pages/winner-details-page.tsx')),
  '/juryreviewdetails': lazyPage(() => import('../features/review/pages/jury-review-details-page.tsx')),
  '/trophie': lazyPage(() => import('../features/entries/pages/trophies-page.tsx')),
  '/faq': lazyPage(() => import('../features/content/pages/faq-page.tsx')),
  '/rules': lazyPage(() => import('../features/content/pages/rules-page.tsx')),
  '/about': lazyPage(() => import('../features/content/pages/about-page.tsx')),
  '/refund-policy': lazyPage(() => import('../features/content/pages/refund-policy-page.tsx')),
  '/terms': lazyPage(() => import('../features/content/pages/terms-page.tsx')),
  '/contact': lazyPage(() => import('../features/content/pages/contact-page.tsx')),
  '/privacy': lazyPage(() => import('../features/content/pages/privacy-page.tsx')),
  '/verify': lazyPage(() => import('../features/certificates/pages/verify-page.tsx')),
  '/403': lazyPage(() => import('../features/status/pages/forbidden-page.tsx')),
};

export const NotFoundPage = lazyPage(() => import('../features/status/pages/not-found-page.tsx'));
