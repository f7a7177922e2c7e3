import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StatusPage } from '../../../components/status-page.tsx';

/** Any path the route table does not know (docs/product.md#routes). */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      code={t('status.notFoundCode')}
      heading={t('status.notFoundHeading')}
      body={t('status.notFoundBody')}
      actions={
        <>
          <ButtonLink to="/" type="primary" size="large">
            {t('status.backHome')}
          </ButtonLink>
          <ButtonLink to="/winner" size="large">
            {t('home.viewWinners')}
          </ButtonLink>
        </>
      }
    />
  );
}
