import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@laurel/contract';
import { ButtonLink } from '../../components/button-link.tsx';

const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** Anonymous: Log in and Register. Logged in: the user's name opening their pages and Log out. */
export function AccountMenu({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');

  if (!user) {
    return (
      <div className="account-actions">
        <ButtonLink to="/login" type="text" data-testid="header-login">
          {t('account.login')}
        </ButtonLink>
        <ButtonLink to="/register" type="primary" data-testid="header-register">
          {t('account.register')}
        </ButtonLink>
      </div>
    );
  }

  // The avatar is a styled span (layout.css), not antd's Avatar, which would bring Popover and
  // Tooltip with it; the trigger shows at once and the menu's chunk joins it when ready.
  const trigger = (
    <Button
      type="text"
      className="account-trigger"
      aria-label={t('account.menuLabel', { name: user.name })}
      data-testid="account-menu"
    >
      <span className="account-trigger__avatar" aria-hidden="true">
        {initial(user.name)}
      </span>
      <span className="account-trigger__name">{user.name}</span>
      <DownOutlined aria-hidden="true" className="account-trigger__caret" />
    </Button>
  );

  return (
    <Suspense fallback={trigger}>
      <AccountDropdown user={user}>{trigger}</AccountDropdown>
    </Suspense>
  );
}
