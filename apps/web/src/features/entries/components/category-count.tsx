import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@laurel/contract';

/** Leaf categories (the ones an entry goes into) of the tree the route loader fetched. */
const countLeaves = (nodes: CategoryNode[]): number =>
  nodes.reduce((sum, node) => sum + (node.children.length ? countLeaves(node.children) : 1), 0);

export function CategoryCount({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation('common');
  const count = countLeaves(categories);
  return (
    <p className="page-intro__note" data-testid="category-count">
      {count > 0 ? t('pages.stepsCategories', { count }) : t('pages.stepsNoCategories')}
    </p>
  );
}
