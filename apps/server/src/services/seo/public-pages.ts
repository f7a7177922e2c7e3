import { ROUTES } from '@laurel/contract';

/**
 * Pages that are the site's own content: everything without a guard, minus the account forms and
 * the certificate check (a page per code, reached from a certificate, not a page to list).
 */
const NOT_CONTENT = new Set(['/login', '/register', '/user/forget', '/403', '/winnerDetails', '/verify']);
export const PUBLIC_PAGES = ROUTES.filter((r) => !r.wrapper && !NOT_CONTENT.has(r.path)).map((r) => r.path);

/** What crawlers must stay out of: the API, every guarded route, sign-in forms and the admin. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  ...ROUTES.filter((r) => r.wrapper).map((r) => r.path),
  '/login',
  '/register',
  '/user/',
  '/403',
];

/** One line per page for the default description of pages the server does not render. */
export const PAGE_DESCRIPTIONS: Record<string, string> = {
  '/': 'an independent international design award. See the winners, meet the jury and enter your work.',
  '/winner': 'the winners of every season, by category and award level.',
  '/jury': 'the international jury that reviews every entry blind.',
  '/jurymember': 'the international jury that reviews every entry blind.',
  '/faq': 'answers to the questions entrants ask most.',
  '/rules': 'who may enter, what to submit, how the jury decides and what it costs.',
  '/about': 'who runs the award and why.',
  '/contact': 'how to reach the award office.',
  '/privacy': 'how the award handles your data.',
  '/terms': 'the terms of entry.',
  '/refund-policy': 'when and how fees are refunded.',
};
