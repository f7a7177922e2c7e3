import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageConfig, notificationConfig, registerFeedback } from '../lib/feedback.ts';
import { BRAND, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request client already shows every failure (spec §8); a retry would show it twice.
      // networkMode 'always': offline, TanStack Query would otherwise pause the call and leave a
      // spinner forever; the user must see "Network unavailable. Check internet connection".
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Routes toasts through antd's context-aware instances once `<App>` is mounted. */
function FeedbackBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerFeedback({ message, notification }), [message, notification]);
  return null;
}

/**
 * The theme tokens as CSS variables for the little layout CSS there is, so the palette is set
 * once (app/theme.ts) and read everywhere.
 */
function useBrandVariables(): CSSProperties {
  const { token } = antTheme.useToken();
  return {
    '--laurel-primary': token.colorPrimary,
    '--laurel-primary-hover': token.colorPrimaryHover,
    '--laurel-primary-bg': token.colorPrimaryBg,
    // Headings and body copy in solid ink; antd's colorText is the same ink at 88% opacity.
    '--laurel-text': BRAND.text,
    '--laurel-text-secondary': token.colorTextSecondary,
    '--laurel-paper': token.colorBgLayout,
    '--laurel-line': token.colorBorderSecondary,
    '--laurel-font': token.fontFamily,
    '--laurel-font-size': `${token.fontSize}px`,
    '--laurel-radius': `${token.borderRadius}px`,
    '--laurel-radius-lg': `${token.borderRadiusLG}px`,
  } as CSSProperties;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const style = useBrandVariables();
  return (
    <AntApp
      className="laurel-app"
      style={style}
      message={messageConfig}
      notification={notificationConfig}
    >
      <FeedbackBridge />
      {children}
    </AntApp>
  );
}

/** Query cache, antd theme and locale (following the i18n language), toasts. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? zhCN : enUS;
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd spaces out two-character Chinese labels ("注 册"); designers read that as a typo. */}
      <ConfigProvider theme={theme} locale={locale} button={{ autoInsertSpace: false }}>
        <ThemedApp>{children}</ThemedApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
