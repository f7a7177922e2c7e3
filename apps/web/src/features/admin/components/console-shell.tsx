import { useState, type ReactNode } from 'react';
import { Button, ConfigProvider, Drawer, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConsoleNav } from './console-nav.tsx';
import '../../../i18n/admin.ts';
import './console.css';

/**
 * antd's error red (#ff4d4f) is 3.3:1 on white, too faint for the text of the console's many
 * delete buttons (WCAG AA asks 4.5:1); this one is 5.4:1.
 */
const CONSOLE_THEME = { token: { colorError: '#c9302c' } };

interface ConsoleShellProps {
  /** The page's h1: one line, no intro band (a work tool, docs/product.md#organisers-console). */
  title: ReactNode;
  /** Buttons beside the title (create, save). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every console page sits in this: the side navigation by task from antd's `lg` (992 px), below
 * it a menu button opening the same navigation in a drawer, so a 375 px phone keeps its width for
 * the table. Only staff get here: an account without a console role is told why it cannot enter
 * before the page mounts (pages/console-pages.ts), and visitors are sent to log in by the route's
 * wrapper.
 */
export function ConsoleShell({ title, actions, children }: ConsoleShellProps) {
  const { t } = useTranslation('admin');
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = screens.lg === true;
  return (
    <ConfigProvider theme={CONSOLE_THEME}>
      <Layout className="console" hasSider={wide}>
        {wide ? (
          <Layout.Sider width={220} theme="light" className="console__sider">
            <p className="console__brand">{t('console')}</p>
            <ConsoleNav />
          </Layout.Sider>
        ) : null}
        <Layout.Content className="console__content">
          <div className="console__head">
            {!wide ? (
              <Button
                icon={<MenuOutlined />}
                aria-label={t('nav.open')}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              />
            ) : null}
            <h1 className="console__title">{title}</h1>
            {actions ? <div className="console__actions">{actions}</div> : null}
          </div>
          {children}
        </Layout.Content>
        {!wide ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('console')}
            size={280}
            styles={{ body: { padding: 0 } }}
          >
            <ConsoleNav onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : null}
      </Layout>
    </ConfigProvider>
  );
}
