import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro.tsx';

/** Heading and purpose until the page's own issue lands. */
export default function RefundPolicyPage() {
  const { t } = useTranslation('common');
  return <PageIntro titleKey="title.refundPolicy" description={t('pages.refundPolicy')} />;
}
