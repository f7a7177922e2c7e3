import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCategories } from '../../../lib/categories.ts';

/**
 * Heading and purpose until the page's own issue lands; its category list is already loaded by the
 * route (docs/product.md#routes).
 */
export default function TrophiesPage() {
  const { t } = useTranslation('common');
  // Loaded by the route before render (docs/product.md#routes); the page's own issue puts it to
  // use.
  useCategories();
  return <PageIntro titleKey="title.trophie" description={t('pages.trophie')} />;
}
