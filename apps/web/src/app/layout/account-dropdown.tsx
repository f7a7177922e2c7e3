import type { ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@laurel/contract';
import { useLogout } from '../../lib/session/use-logout.ts';
import { accountNav } from './nav-items.ts';

/**
 * The logged-in user's menu (their pages and Log out) around the trigger button: antd's Dropdown
 * and Menu, a chunk loaded only when someone is logged in (docs/decisions/004-light-first-load.md).
 */
export default function AccountDropdown({
  user,
  children,
}: {
  user: UserInfo;
  children: ReactElement;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();

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
      {children}
    </Dropdown>
  );
}
