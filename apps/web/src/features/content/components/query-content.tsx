import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineState } from '../../../components/inline-state.tsx';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading lines, a retry on failure, the page's own empty text, or the content. */
export function QueryContent<T>({ query, isEmpty, empty, children }: QueryContentProps<T>) {
  const { t } = useTranslation('site');
  if (query.data !== undefined) {
    return isEmpty(query.data) ? <InlineState title={empty} /> : <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <InlineState
        role="alert"
        title={t('content.loadError')}
        action={<Button onClick={() => void query.refetch()}>{t('content.retry')}</Button>}
      />
    );
  }
  return (
    <div className="content-loading" aria-hidden="true">
      <div className="placeholder-block content-loading__title" />
      <div className="placeholder-block content-loading__line" />
      <div className="placeholder-block content-loading__line" />
      <div className="placeholder-block content-loading__line content-loading__line--short" />
    </div>
  );
}
