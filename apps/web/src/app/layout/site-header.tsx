import { useEffect, useState } from 'react';
import { Button, Drawer } from 'antd';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LaurelMark } from '../../components/laurel-mark.tsx';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import { getSiteName } from '../../lib/site-name.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { accountNav, MAIN_NAV } from './nav-items.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link is-active' : 'site-nav__link';

/**
 * Logo, sections, language and account. Under 900 px (layout.css) the sections, language and
 * account move into a drawer behind the menu button.
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  const logout = useLogout();
  const siteName = getSiteName();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.homeLink', { site: siteName })}>
          <LaurelMark />
          <span className="brand__name">{siteName}</span>
        </Link>

        <nav className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to} className={item.secondary ? 'is-secondary' : undefined}>
                <NavLink to={item.to} end className={navClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
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
          onClick={() => setOpen(true)}
          data-testid="menu-button"
        />
      </div>

      <Drawer
        id="site-drawer"
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={320}
        title={t('nav.menu')}
        closeIcon={<CloseOutlined aria-hidden="true" />}
        className="site-drawer"
      >
        <nav aria-label={t('nav.label')}>
          <ul className="drawer-nav">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-account">
          {user ? (
            <>
              <p className="drawer-account__name">{user.name}</p>
              <ul className="drawer-nav drawer-nav--small">
                {accountNav(user).map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={navClass}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <Button block onClick={() => logout.mutate()}>
                {t('account.logout')}
              </Button>
            </>
          ) : (
            <AccountMenu user={null} />
          )}
          <LanguageSwitch block />
        </div>
      </Drawer>
    </header>
  );
}
