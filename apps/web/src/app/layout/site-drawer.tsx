import { Button, Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@laurel/contract';
import { useLogout } from '../../lib/session/use-logout.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { accountNav, MAIN_NAV } from './nav-items.ts';
import { NavList } from './nav-list.tsx';

/**
 * The narrow-screen menu: sections, account and language in antd's Drawer. A chunk of its own,
 * loaded when the menu button is first pressed (or hovered), so the first load carries no
 * Drawer (docs/decisions/004-light-first-load.md).
 */
export default function SiteDrawer({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: UserInfo | null;
}) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Drawer
      id="site-drawer"
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title={t('nav.menu')}
      closeIcon={<CloseOutlined aria-hidden="true" />}
      className="site-drawer"
    >
      <nav aria-label={t('nav.label')}>
        <ul className="drawer-nav">
          <NavList items={MAIN_NAV} />
        </ul>
      </nav>
      <div className="drawer-account">
        {user ? (
          <>
            <p className="drawer-account__name">{user.name}</p>
            <ul className="drawer-nav drawer-nav--small">
              <NavList items={accountNav(user)} />
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
  );
}
