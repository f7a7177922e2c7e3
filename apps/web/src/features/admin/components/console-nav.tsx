import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import '../../../i18n/admin.ts';
import '../../../i18n/admin-content.ts';
import '../../../i18n/admin-entries.ts';
import '../../../i18n/admin-invitations.ts';
import '../../../i18n/admin-people.ts';
import '../../../i18n/admin-mail.ts';
import '../../../i18n/admin-payments.ts';
import '../../../i18n/admin-bulk.ts';
import '../../../i18n/admin-exports.ts';
import '../../../i18n/admin-audit.ts';

/**
 * The console's pages by task (docs/product.md#organisers-console). Only what exists is listed:
 * season set-up and the staff list now; content, people, entries, money and reports come with
 * their pages.
 */
export const CONSOLE_SECTIONS = [
  {
    // Running the season: the dashboard is the console's home (/admin), so not listed here.
    key: 'season',
    pages: [
      { path: '/admin/entries', label: 'admin-entries:nav.entries' },
      { path: '/admin/bulk', label: 'admin-bulk:nav.bulk' },
      { path: '/admin/payments', label: 'admin-payments:nav.payments' },
      { path: '/admin/contact', label: 'admin-audit:nav.contact' },
      { path: '/admin/audit', label: 'admin-audit:nav.audit' },
      { path: '/admin/exports', label: 'admin-exports:nav.exports' },
    ],
  },
  {
    key: 'setup',
    pages: [
      { path: '/admin/seasons', label: 'nav.seasons' },
      { path: '/admin/categories', label: 'nav.categories' },
      { path: '/admin/award-levels', label: 'nav.awardLevels' },
      { path: '/admin/criteria', label: 'nav.criteria' },
      { path: '/admin/entry-form', label: 'nav.entryForm' },
      { path: '/admin/codes', label: 'nav.codes' },
    ],
  },
  {
    key: 'people',
    pages: [
      { path: '/admin/people', label: 'admin-people:nav.people' },
      { path: '/admin/staff', label: 'nav.staff' },
      { path: '/admin/jury', label: 'admin-people:nav.jury' },
      { path: '/admin/invitations', label: 'admin-invitations:nav.invitations' },
      { path: '/admin/mail-log', label: 'admin-mail:nav.mailLog' },
    ],
  },
  {
    key: 'content',
    pages: [
      { path: '/admin/content', label: 'admin-content:nav.content' },
      { path: '/admin/content/media', label: 'admin-content:nav.media' },
      { path: '/admin/mail', label: 'admin-mail:nav.mail' },
    ],
  },
] as const;

/** Pages that work on one season keep `?season=` when the organiser moves between them. */
const SEASON_PAGES = new Set(['/admin/entries', '/admin/categories', '/admin/award-levels', '/admin/criteria', '/admin/entry-form', '/admin/codes']);

export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  const season = new URLSearchParams(search).get('season');
  const to = (path: string) => (season && SEASON_PAGES.has(path) ? `${path}?season=${season}` : path);
  const link = (path: string, label: string) => (
    <Link to={to(path)} onClick={onNavigate} aria-current={pathname === path ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('nav.label')} className="console-nav">
      <Menu
        mode="inline"
        selectedKeys={[pathname.replace(/\/+$/, '')]}
        items={[
          { key: '/admin', label: link('/admin', t('nav.overview')) },
          ...CONSOLE_SECTIONS.map((section) => ({
            key: section.key,
            type: 'group' as const,
            label: t(`nav.section.${section.key}`),
            children: section.pages.map((page) => ({ key: page.path, label: link(page.path, t(page.label)) })),
          })),
        ]}
      />
    </nav>
  );
}
