import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/button-link.tsx';
import { LaurelMark } from '../../components/laurel-mark.tsx';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import { getSiteName } from '../../lib/site-name.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { FOOTER_NAV_ID } from './site-footer.tsx';
import { MAIN_NAV, reviewNav } from './nav-items.ts';
import { NavList } from './nav-list.tsx';

const loadDrawer = () => import('./site-drawer.tsx');
const SiteDrawer = lazy(loadDrawer);

/**
 * Logo, sections, language and account. Under 900 px (layout.css) the sections, language and
 * account move into a drawer behind the menu button; the drawer's code loads when the button is
 * first pointed at or pressed (docs/decisions/004-light-first-load.md).
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  const siteName = getSiteName();
  const [open, setOpen] = useState(false);
  // The drawer is rendered from its first opening on, so it can animate closed and open again.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  // A jury member's work is one click away on every page (the drawer lists it on a phone).
  const review = reviewNav(user);

  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

  return (
    <header className={review ? 'site-header site-header--juror' : 'site-header'}>
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.homeLink', { site: siteName })}>
          <LaurelMark />
          <span className="brand__name">{siteName}</span>
        </Link>

        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            <NavList items={MAIN_NAV} markSecondary />
          </ul>
        </nav>

        <div className="site-header__actions">
          {review && (
            <ButtonLink to={review.to} type="primary" data-testid="header-jury-review">
              {t(review.labelKey)}
            </ButtonLink>
          )}
          <LanguageSwitch />
          <AccountMenu user={user} />
        </div>

        <Button
          className="site-header__menu-button"
          type="text"
          size="large"
          icon={<MenuOutlined />}
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-controls="site-drawer"
          // Before the app runs on a server-rendered page, a link to the footer's list of pages.
          href={`#${FOOTER_NAV_ID}`}
          onPointerEnter={prefetchDrawer}
          onFocus={prefetchDrawer}
          onClick={(event) => {
            event.preventDefault();
            setDrawerWanted(true);
            setOpen(true);
          }}
          data-testid="menu-button"
        />
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <SiteDrawer open={open} onClose={() => setOpen(false)} user={user} />
        </Suspense>
      )}
    </header>
  );
}
