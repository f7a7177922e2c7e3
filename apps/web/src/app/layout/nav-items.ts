import { isIdentity, isSecondJury, isSubJury, reviewRouteOf, type UserInfo } from '@laurel/contract';

export interface NavItem {
  to: string;
  /** i18n key in `common`. */
  labelKey: string;
  /** Shown in the header only on wide screens; always in the drawer and the footer. */
  secondary?: boolean;
}

/** The public sections in the header (routes of docs/product.md#routes that exist). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', secondary: true },
  { to: '/winner', labelKey: 'nav.winners' },
  { to: '/jury', labelKey: 'nav.jury' },
  { to: '/rules', labelKey: 'nav.rules' },
  { to: '/faq', labelKey: 'nav.faq' },
  { to: '/about', labelKey: 'nav.about', secondary: true },
  { to: '/contact', labelKey: 'nav.contact', secondary: true },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { to: '/about', labelKey: 'title.about' },
  { to: '/contact', labelKey: 'title.contact' },
  { to: '/rules', labelKey: 'title.rules' },
  { to: '/faq', labelKey: 'title.faq' },
  { to: '/terms', labelKey: 'title.terms' },
  { to: '/privacy', labelKey: 'title.privacy' },
  { to: '/refund-policy', labelKey: 'title.refundPolicy' },
];

const REVIEW_LABELS = {
  '/juryreview': 'account.juryReview',
  '/levelJuryreview': 'account.levelJuryReview',
  '/subjuryreview': 'account.subJuryReview',
} as const;

/** A jury member's review page as the header offers it; null for an entrant. */
export function reviewNav(user: UserInfo | null): NavItem | null {
  const to = reviewRouteOf(user);
  return to ? { to, labelKey: REVIEW_LABELS[to] } : null;
}

/** The logged-in user's own pages, with the review page of their jury role. */
export function accountNav(user: UserInfo): NavItem[] {
  const items: NavItem[] = [
    { to: '/account', labelKey: 'account.account' },
    { to: '/user/changepassword', labelKey: 'account.changePassword' },
  ];
  if (isIdentity(user)) items.push({ to: '/juryreview', labelKey: 'account.juryReview' });
  if (isSecondJury(user)) items.push({ to: '/levelJuryreview', labelKey: 'account.levelJuryReview' });
  if (isSubJury(user)) items.push({ to: '/subjuryreview', labelKey: 'account.subJuryReview' });
  return items;
}

/** NavLink's class: the active section is marked for the eye (aria-current comes with it). */
export const navClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'site-nav__link is-active' : 'site-nav__link';
