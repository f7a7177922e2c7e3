import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** What could not be loaded; by default "This text could not be loaded." */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading lines, a retry on failure, the page's own empty text, or the content. The queries it
 * shows pass `shownInline: 'all'`: the retry says it, no toast says it again.
 */
export function QueryContent<T>({ query, isEmpty, empty, errorTitle, children }: QueryContentProps<T>) {
  if (query.data !== undefined) {
    return isEmpty(query.data) ? <InlineState title={empty} /> : <>{children(query.data)}</>;
  }
  if (query.isError) {
    return <LoadError {...(errorTitle ? { title: errorTitle } : {})} onRetry={query.refetch} />;
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
