import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import { useSeasons } from '../api/seasons.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { MakeCurrentDialog } from '../components/make-current-dialog.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonDrawer } from '../components/season-drawer.tsx';
import { SeasonsTable } from '../components/seasons-table.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

type Editing = { kind: 'create' } | { kind: 'edit'; season: AdminSeason } | null;

/** `/admin/seasons`: every season, a new one (blank or copied), dates, the current one. */
export default function SeasonsPage() {
  const { t } = useTranslation('admin');
  const seasons = useSeasons();
  const { may } = useStaffAccess();
  const canEdit = may('settings');
  const [editing, setEditing] = useState<Editing>(null);
  const [making, setMaking] = useState<AdminSeason | null>(null);
  const list = seasons.data ?? [];
  return (
    <ConsoleShell
      title={t('seasons.title')}
      actions={
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} disabled={!seasons.data} onClick={() => setEditing({ kind: 'create' })}>
            {t('seasons.new')}
          </Button>
        ) : null
      }
    >
      <QueryState query={seasons}>
        <SeasonsTable
          seasons={list}
          canEdit={canEdit}
          onEdit={(season) => setEditing({ kind: 'edit', season })}
          onMakeCurrent={setMaking}
        />
      </QueryState>
      {editing ? (
        <SeasonDrawer season={editing.kind === 'edit' ? editing.season : null} seasons={list} onClose={() => setEditing(null)} />
      ) : null}
      {making ? (
        <MakeCurrentDialog season={making} current={list.find((s) => s.isCurrent) ?? null} onClose={() => setMaking(null)} />
      ) : null}
    </ConsoleShell>
  );
}
