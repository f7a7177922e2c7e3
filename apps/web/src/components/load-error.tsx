import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { InlineState } from './inline-state.tsx';

interface LoadErrorProps {
  /** What could not be loaded; by default "This text could not be loaded." */
  title?: string;
  /** Asks again, e.g. a query's `refetch`. */
  onRetry: () => unknown;
}

/** A section whose data did not arrive: said as an alert, with a button that asks again. */
export function LoadError({ title, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('site');
  return (
    <InlineState
      role="alert"
      title={title ?? t('content.loadError')}
      action={<Button onClick={() => void onRetry()}>{t('content.retry')}</Button>}
    />
  );
}
