import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@laurel/contract';
import { useCategoryTree } from '../model/use-category-tree.ts';
import { CategoryRow } from './category-row.tsx';
import '../../../i18n/admin.ts';

interface CategoryTreeProps {
  seasonId: number;
  list: readonly AdminCategory[];
  canEdit: boolean;
  onEdit: (item: AdminCategory) => void;
  onAddChild: (group: AdminCategory) => void;
}

/** The season's groups, each with its categories, in the order entrants see them. */
export function CategoryTree({ seasonId, list, canEdit, onEdit, onAddChild }: CategoryTreeProps) {
  const { t } = useTranslation('admin');
  const { tree, shift, dragProps, announcement } = useCategoryTree(seasonId, list);
  if (!tree.length) return <Empty description={t('categories.empty')} />;
  return (
    <>
      {canEdit ? <p className="console-muted">{t('categories.reorderHelp')}</p> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="console-tree" aria-label={t('categories.tree')}>
        {tree.map(({ group, children }, gi) => (
          <li key={group.id}>
            <CategoryRow
              item={group}
              index={gi}
              count={tree.length}
              canEdit={canEdit}
              onShift={shift}
              onEdit={onEdit}
              onAddChild={onAddChild}
              dragProps={dragProps(group)}
            />
            {children.length ? (
              <ul aria-label={group.name}>
                {children.map((child, ci) => (
                  <li key={child.id}>
                    <CategoryRow
                      item={child}
                      index={ci}
                      count={children.length}
                      canEdit={canEdit}
                      onShift={shift}
                      onEdit={onEdit}
                      dragProps={dragProps(child)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
