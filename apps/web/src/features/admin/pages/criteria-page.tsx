import { useTranslation } from 'react-i18next';
import { useAdminCriteria } from '../api/criteria.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { CriteriaEditor } from '../components/criteria-editor.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

/** `/admin/criteria?season=`: what the jury scores on, with which weights, on which scale. */
export default function CriteriaPage() {
  const { t } = useTranslation('admin');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const criteria = useAdminCriteria(seasonId);
  const canEdit = useStaffAccess().may('settings');
  return (
    <ConsoleShell title={t('criteria.title')}>
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
        </div>
        {seasonId !== null ? (
          <QueryState query={criteria}>
            {criteria.data ? <CriteriaEditor key={seasonId} data={criteria.data} canEdit={canEdit} /> : null}
          </QueryState>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}
