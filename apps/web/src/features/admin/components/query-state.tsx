import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../i18n/admin.ts';

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A console read: a skeleton while it loads, the server's words and a retry when it failed. */
export function QueryState({ query, children }: QueryStateProps) {
  const { t } = useTranslation('admin');
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadError')}
        description={query.error instanceof Error ? query.error.message : null}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  return <>{children}</>;
}

/** A refusal the server sent for a form or a dialog, in its own words (already translated). */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error instanceof Error ? error.message : String(error)}
      style={{ marginBottom: 12 }}
    />
  );
}
