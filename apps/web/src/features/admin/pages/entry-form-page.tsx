import { useTranslation } from 'react-i18next';
import { useAdminCategories } from '../api/categories.ts';
import { useAdminEntryForm } from '../api/entry-form.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { EntryFormEditor } from '../components/entry-form-editor.tsx';
import { EntryFormPreview } from '../components/entry-form-preview.tsx';
import { EntryFormScope } from '../components/entry-form-scope.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useEntryFormScope } from '../model/use-entry-form-scope.ts';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

/**
 * `/admin/entry-form?season=&category=`: what an entry asks — the season's form, or a category's
 * own — with a preview as the entrant sees it.
 */
export default function EntryFormPage() {
  const { t } = useTranslation('admin');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const categories = useAdminCategories(seasonId);
  const scope = useEntryFormScope(categories.data);
  const seasonForm = useAdminEntryForm(seasonId, null);
  const form = useAdminEntryForm(seasonId, scope.categoryId);
  const canEdit = useStaffAccess().may('settings');
  return (
    <ConsoleShell title={t('entryForm.title')}>
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
          {seasonId !== null ? (
            <EntryFormScope categories={categories.data ?? []} value={scope.categoryId} onChange={scope.choose} />
          ) : null}
        </div>
        {seasonId !== null ? (
          <QueryState query={form}>
            {form.data ? (
              <EntryFormEditor
                key={`${seasonId}-${scope.categoryId ?? 'season'}`}
                data={form.data}
                seasonForm={seasonForm.data?.form}
                canEdit={canEdit}
                preview={(shown) => <EntryFormPreview form={shown} />}
              />
            ) : null}
          </QueryState>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}
