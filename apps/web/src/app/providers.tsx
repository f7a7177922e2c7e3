import {
  lazy,
  Suspense,
  useLayoutEffect,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { expectFeedbackHost } from '../lib/feedback.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { StartupNotice } from './startup-notice.tsx';
import { BRAND, DISPLAY_FONT_FAMILY, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request client already shows every failure (docs/product.md#errors); a retry would show
      // it twice.
      // networkMode 'always': offline, TanStack Query would otherwise pause the call and leave a
      // spinner forever; the user must see "Network unavailable. Check internet connection".
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let hostUnavailable: (() => void) | null = null;

/**
 * antd's message and notification hosts, a chunk requested with the first render but not part of
 * the first load (docs/decisions/004-light-first-load.md). Should it fail to load, toasts fall back
 * to antd's static functions rather than the page failing.
 */
const FeedbackHost = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../lib/feedback-antd.tsx').catch(() => {
      hostUnavailable?.();
      return { default: () => null };
    }),
);

/** Toasts asked for before the host has registered wait for it (lib/feedback.ts). */
function FeedbackSlot() {
  useLayoutEffect(() => {
    const undo = expectFeedbackHost();
    hostUnavailable = undo;
    return () => {
      if (hostUnavailable === undo) hostUnavailable = null;
      undo();
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
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
    '--laurel-font-display': DISPLAY_FONT_FAMILY,
    '--laurel-font-size': `${token.fontSize}px`,
    '--laurel-radius': `${token.borderRadius}px`,
    '--laurel-radius-lg': `${token.borderRadiusLG}px`,
  } as CSSProperties;
}

/**
 * The page's root element. It used to be antd's `<App>`, whose text styles global.css overrides
 * anyway; `<App>` also brought modal, message and notification into the first load.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const style = useBrandVariables();
  // Toasts need the browser; on a server-rendered page the host mounts once hydrated, so the
  // server never waits for (or writes out of order) its lazy chunk.
  const hydrated = useHydrated();
  return (
    <div className="laurel-app" style={style}>
      {hydrated ? <FeedbackSlot /> : null}
      <StartupNotice />
      {children}
    </div>
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
