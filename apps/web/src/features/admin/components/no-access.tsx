import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import '../../../i18n/admin.ts';

/** A logged-in account without a console role: says so, and who can give one. */
export function NoAccess() {
  const { t } = useTranslation('admin');
  return (
    <StatusPage
      code="403"
      heading={t('noAccess.heading')}
      body={t('noAccess.body')}
      actions={<ButtonLink to="/">{t('noAccess.home')}</ButtonLink>}
    />
  );
}
