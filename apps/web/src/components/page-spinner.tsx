import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk or the session is loading. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sr-only">{t('layout.loading')}</span>
    </div>
  );
}
