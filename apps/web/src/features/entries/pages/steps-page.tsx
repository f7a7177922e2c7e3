import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCategories } from '../../../lib/categories.ts';
import { CategoryCount } from '../components/category-count.tsx';

/** Heading and purpose until the page's own issue lands; its category list is already loaded by the route (spec §2). */
export default function StepsPage() {
  const { t } = useTranslation('common');
  const categories = useCategories();
  return (
    <PageIntro titleKey="title.steps" description={t('pages.steps')}>
      <CategoryCount categories={categories} />
    </PageIntro>
  );
}
