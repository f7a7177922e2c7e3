import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminAwardLevel } from '@laurel/contract';
import { useAdminAwardLevels } from '../api/award-levels.ts';
import { AwardLevelDrawer } from '../components/award-level-drawer.tsx';
import { AwardLevelsTable } from '../components/award-levels-table.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

/** `/admin/award-levels?season=`: a season's award levels, their order, seals and prices. */
export default function AwardLevelsPage() {
  const { t } = useTranslation('admin');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const levels = useAdminAwardLevels(seasonId);
  const canEdit = useStaffAccess().may('settings');
  const [editing, setEditing] = useState<{ level: AdminAwardLevel | null } | null>(null);
  return (
    <ConsoleShell
      title={t('awardLevels.title')}
      actions={
        canEdit && seasonId !== null ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ level: null })}>
            {t('awardLevels.new')}
          </Button>
        ) : null
      }
    >
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
        </div>
        {seasonId !== null ? (
          <QueryState query={levels}>
            <AwardLevelsTable seasonId={seasonId} levels={levels.data ?? []} canEdit={canEdit} onEdit={(level) => setEditing({ level })} />
          </QueryState>
        ) : null}
      </QueryState>
      {editing && seasonId !== null ? (
        <AwardLevelDrawer
          seasonId={seasonId}
          level={editing.level}
          nextRank={(levels.data?.length ?? 0) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ConsoleShell>
  );
}
