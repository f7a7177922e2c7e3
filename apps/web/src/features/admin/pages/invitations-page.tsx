import { useTranslation } from 'react-i18next';
import { useAdminCategories } from '../api/categories.ts';
import { useJuryInvitations } from '../api/jury-invitations.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { InviteJurorsForm } from '../components/invite-jurors-form.tsx';
import { JuryInvitationsTable } from '../components/jury-invitations-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../components/jury-invitations.css';
import '../../../i18n/admin-invitations.ts';

/**
 * `/admin/invitations?season=`: jurors invited by e-mail for a season (docs/product.md#jury-invitations)
 * — the invitation form for staff who may (`people`), and every invitation with its state.
 */
export default function InvitationsPage() {
  const { t } = useTranslation('admin-invitations');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const invitations = useJuryInvitations(seasonId);
  const tree = useAdminCategories(seasonId);
  const canInvite = useStaffAccess().may('people');
  // A sub-judge covers categories, not groups (a group is a category others sit in).
  const all = tree.data ?? [];
  const categories = all.filter((c) => !all.some((k) => k.parentId === c.id));
  return (
    <ConsoleShell title={t('title')}>
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
        </div>
        {seasonId !== null ? (
          <>
            {canInvite ? (
              <section className="console-section" aria-labelledby="invite-jurors">
                <h2 id="invite-jurors">{t('inviteTitle')}</h2>
                <p className="console-muted">{t('inviteLead')}</p>
                <InviteJurorsForm key={seasonId} seasonId={seasonId} categories={categories} />
              </section>
            ) : (
              <p className="console-muted">{t('readOnly')}</p>
            )}
            <section className="console-section" aria-labelledby="jury-invitations">
              <h2 id="jury-invitations">{t('listTitle')}</h2>
              <QueryState query={invitations}>
                <JuryInvitationsTable
                  seasonId={seasonId}
                  invitations={invitations.data ?? []}
                  canChange={canInvite}
                />
              </QueryState>
            </section>
          </>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}
