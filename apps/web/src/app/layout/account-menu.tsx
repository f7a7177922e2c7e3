import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@laurel/contract';
import { ButtonLink } from '../../components/button-link.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { accountNav } from './nav-items.ts';

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** Anonymous: Log in and Register. Logged in: the user's name opening their pages and Log out. */
export function AccountMenu({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();

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

  const items: MenuProps['items'] = [
    ...accountNav(user).map((item) => ({ key: item.to, label: t(item.labelKey) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('account.logout'), icon: <LogoutOutlined /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
    else void navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className="account-trigger"
        aria-label={t('account.menuLabel', { name: user.name })}
        data-testid="account-menu"
      >
        <Avatar size={28} className="account-trigger__avatar" aria-hidden="true">
          {initial(user.name)}
        </Avatar>
        <span className="account-trigger__name">{user.name}</span>
        <DownOutlined aria-hidden="true" className="account-trigger__caret" />
      </Button>
    </Dropdown>
  );
}
