import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminInvitationCode } from '@laurel/contract';
import { useAdminCategories } from '../api/categories.ts';
import { useInvitationCodes } from '../api/codes.ts';
import { AgentCodesSection } from '../components/agent-codes-section.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { GenerateCodesDrawer } from '../components/generate-codes-drawer.tsx';
import { InvitationCodeDrawer } from '../components/invitation-code-drawer.tsx';
import { InvitationCodesTable } from '../components/invitation-codes-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin.ts';

type Open = { kind: 'code'; code: AdminInvitationCode | null } | { kind: 'generate' } | null;

/** `/admin/codes?season=`: a season's invitation codes, and the agents' codes. */
export default function CodesPage() {
  const { t } = useTranslation('admin');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const codes = useInvitationCodes(seasonId);
  const tree = useAdminCategories(seasonId);
  const canEdit = useStaffAccess().may('settings');
  const [open, setOpen] = useState<Open>(null);
  // Codes apply to categories, not groups.
  const categories = (tree.data ?? []).filter((c) => c.parentId !== null);
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? `#${id}`;
  return (
    <ConsoleShell title={t('codes.title')}>
      <QueryState query={seasons}>
        <section className="console-section" aria-labelledby="invitation-codes">
          <div className="console-toolbar">
            <h2 id="invitation-codes" style={{ margin: 0, flex: 1 }}>
              {t('codes.invitationTitle')}
            </h2>
            <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
            {canEdit && seasonId !== null ? (
              <>
                <Button icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'code', code: null })}>
                  {t('codes.newCode')}
                </Button>
                <Button onClick={() => setOpen({ kind: 'generate' })}>{t('codes.generateMany')}</Button>
              </>
            ) : null}
          </div>
          {seasonId !== null ? (
            <QueryState query={codes}>
              <InvitationCodesTable
                codes={codes.data ?? []}
                categoryName={categoryName}
                canEdit={canEdit}
                onEdit={(code) => setOpen({ kind: 'code', code })}
              />
            </QueryState>
          ) : null}
        </section>
      </QueryState>
      <AgentCodesSection canEdit={canEdit} />
      {open?.kind === 'code' && seasonId !== null ? (
        <InvitationCodeDrawer seasonId={seasonId} code={open.code} categories={categories} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'generate' && seasonId !== null ? (
        <GenerateCodesDrawer seasonId={seasonId} categories={categories} onClose={() => setOpen(null)} />
      ) : null}
    </ConsoleShell>
  );
}
