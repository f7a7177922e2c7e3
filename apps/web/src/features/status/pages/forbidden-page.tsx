import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StatusPage } from '../../../components/status-page.tsx';

/**
 * /403: where a 403 answer and the jury wrappers send a user without the role
 * (docs/product.md#roles-and-identities, docs/product.md#errors).
 */
export default function ForbiddenPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      code={t('status.forbiddenCode')}
      heading={t('status.forbiddenHeading')}
      body={t('status.forbiddenBody')}
      actions={
        <>
          <ButtonLink to="/" type="primary" size="large">
            {t('status.backHome')}
          </ButtonLink>
          <ButtonLink to="/contact" size="large">
            {t('status.contact')}
          </ButtonLink>
        </>
      }
    />
  );
}
