/**
 * The route table of docs/product.md#routes. The web router is built from it, and tests walk it to
 * check every route answers with its title `Page name - {host}`.
 *
 * Wrapper kinds (rules in docs/architecture.md):
 * - auth: any logged-in user
 * - only-jury: the judge (identity 1)
 * - jury-level-sub-jury: the second-level judge (identity 3)
 * - sub-jury: the sub-judge (identity 2)
 * - jury-auth: any jury member (identity 1, 2 or 3)
 * - staff: the organisers' console; a visitor goes to log in like `auth`, and a logged-in account
 *   without a staff role is told by the page itself that it has no access (no redirect, no call)
 */
export type RouteWrapper = 'auth' | 'only-jury' | 'jury-level-sub-jury' | 'sub-jury' | 'jury-auth' | 'staff';

export interface RouteDef {
  path: string;
  /** i18n key of the page name; `null` gives an empty name. */
  titleKey: string | null;
  wrapper: RouteWrapper | null;
  /** The category list is fetched in the route loader before the page renders. */
  loadCategories: boolean;
  /**
   * Rendered on the server (apps/web/src/app/README.md#server-rendering): the public pages a visitor
   * arrives on from a link or a search. Guarded pages, the account forms and `/verify` stay
   * client-rendered: they are personal, or a form that needs the app anyway.
   */
  serverRendered: boolean;
  /**
   * The query parameters a server-rendered page reads. The server renders and caches the page
   * under these alone (sorted), so `?utm_source=…` or any other parameter shares the copy of
   * the page without them.
   */
  query: readonly string[];
}

const r = (
  path: string,
  titleKey: string | null,
  wrapper: RouteWrapper | null = null,
  loadCategories = false,
): RouteDef => ({ path, titleKey, wrapper, loadCategories, serverRendered: false, query: [] });

/** A public page rendered on the server, with the query parameters it reads. */
const page = (path: string, titleKey: string, query: readonly string[] = []): RouteDef => ({
  ...r(path, titleKey),
  serverRendered: true,
  query,
});

export const ROUTES: readonly RouteDef[] = [
  page('/', 'title.home'),
  r('/login', 'title.login'),
  r('/register', 'title.register'),
  r('/steps', 'title.steps', 'auth', true),
  r('/preview', 'title.preview', 'auth', true),
  page('/winner', 'title.winner', ['year', 'categoryId', 'awardLevelId', 'keyword', 'page']),
  r('/account', 'title.account', 'auth'),
  r('/user/changepassword', 'title.changePassword', 'auth'),
  r('/user/forget', 'title.forget'),
  r('/pay-result', 'title.payResult', 'auth'),
  page('/jurymember', 'title.juryMember', ['id']),
  page('/jury', 'title.jury'),
  r('/awards/steps', 'title.awardSteps', 'auth', true),
  r('/juryreview', 'title.juryReview', 'only-jury'),
  r('/levelJuryreview', 'title.levelJuryReview', 'jury-level-sub-jury'),
  r('/subjuryreview', 'title.subJuryReview', 'sub-jury'),
  page('/winnerDetails', 'title.winnerDetails', ['apply_order_id']),
  r('/juryreviewdetails', 'title.juryReviewDetails', 'jury-auth'),
  r('/trophie', 'title.trophie', 'auth', true),
  page('/faq', 'title.faq'),
  page('/rules', 'title.rules'),
  page('/about', 'title.about'),
  page('/refund-policy', 'title.refundPolicy'),
  page('/terms', 'title.terms'),
  page('/contact', 'title.contact'),
  page('/privacy', 'title.privacy'),
  r('/verify', 'title.verify'),
  // A jury invitation's mailed link (docs/product.md#jury-invitations): public, client-rendered.
  r('/invitation', 'title.invitation'),
  page('/403', 'title.forbidden'),
  // The organisers' console (docs/product.md#organisers-console): client-rendered, staff only.
  r('/admin', 'title.admin', 'staff'),
  r('/admin/entries', 'title.adminEntries', 'staff'),
  r('/admin/entries/one', 'title.adminEntry', 'staff'),
  r('/admin/seasons', 'title.adminSeasons', 'staff'),
  r('/admin/categories', 'title.adminCategories', 'staff'),
  r('/admin/award-levels', 'title.adminAwardLevels', 'staff'),
  r('/admin/criteria', 'title.adminCriteria', 'staff'),
  r('/admin/entry-form', 'title.adminEntryForm', 'staff'),
  r('/admin/codes', 'title.adminCodes', 'staff'),
  r('/admin/staff', 'title.adminStaff', 'staff'),
  r('/admin/invitations', 'title.adminInvitations', 'staff'),
  r('/admin/people', 'title.adminPeople', 'staff'),
  r('/admin/jury', 'title.adminJury', 'staff'),
  r('/admin/payments', 'title.adminPayments', 'staff'),
  r('/admin/payments/order', 'title.adminPaymentOrder', 'staff'),
  r('/admin/payments/reconcile', 'title.adminPaymentsReconcile', 'staff'),
  r('/admin/content', 'title.adminContent', 'staff'),
  r('/admin/content/edit', 'title.adminContentEdit', 'staff'),
  r('/admin/content/media', 'title.adminMedia', 'staff'),
  r('/admin/mail', 'title.adminMail', 'staff'),
  r('/admin/mail/edit', 'title.adminMailEdit', 'staff'),
  r('/admin/mail-log', 'title.adminMailLog', 'staff'),
  r('/admin/bulk', 'title.adminBulk', 'staff'),
  r('/admin/bulk/new', 'title.adminBulkNew', 'staff'),
  r('/admin/bulk/job', 'title.adminBulkJob', 'staff'),
  r('/admin/exports', 'title.adminExports', 'staff'),
  r('/admin/audit', 'title.adminAudit', 'staff'),
  r('/admin/contact', 'title.adminContact', 'staff'),
];

/** Any other path shows the not-found page, titled by this key. */
export const NOT_FOUND_TITLE_KEY = 'title.notFound';

export const pageTitle = (pageName: string, host: string): string =>
  pageName ? `${pageName} - ${host}` : '';
