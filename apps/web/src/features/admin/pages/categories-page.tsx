import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAdminCategories } from '../api/categories.ts';
import { CategoryDrawer } from '../components/category-drawer.tsx';
import { CategoryTree } from '../components/category-tree.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import type { CategoryEdit } from '../model/use-category-form.ts';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

/** `/admin/categories?season=`: a season's groups and categories, their order, names and fees. */
export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const categories = useAdminCategories(seasonId);
  const canEdit = useStaffAccess().may('settings');
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  return (
    <ConsoleShell
      title={t('categories.title')}
      actions={
        canEdit && seasonId !== null ? (
          <Button icon={<PlusOutlined />} onClick={() => setEdit({ item: null, parentId: null })}>
            {t('categories.newGroup')}
          </Button>
        ) : null
      }
    >
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
        </div>
        {seasonId !== null ? (
          <QueryState query={categories}>
            <CategoryTree
              seasonId={seasonId}
              list={categories.data ?? []}
              canEdit={canEdit}
              onEdit={(item) => setEdit({ item })}
              onAddChild={(group) => setEdit({ item: null, parentId: group.id })}
            />
          </QueryState>
        ) : null}
      </QueryState>
      {edit && seasonId !== null ? <CategoryDrawer seasonId={seasonId} edit={edit} onClose={() => setEdit(null)} /> : null}
    </ConsoleShell>
  );
}
