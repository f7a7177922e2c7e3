import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useSeasons } from '../api/seasons.ts';
import { CONSOLE_SECTIONS } from '../components/console-nav.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { PhaseTimeline } from '../components/phase-timeline.tsx';
import { QueryState } from '../components/query-state.tsx';
import '../../../i18n/admin.ts';

/** `/admin`: the current season, where it stands, and the set-up tasks. */
export default function OverviewPage() {
  const { t } = useTranslation('admin');
  const seasons = useSeasons();
  const current = seasons.data?.find((s) => s.isCurrent) ?? null;
  const setup = CONSOLE_SECTIONS.find((s) => s.key === 'setup')?.pages ?? [];
  return (
    <ConsoleShell title={t('overview.title')}>
      <QueryState query={seasons}>
        <section className="console-section" aria-labelledby="overview-season">
          <h2 id="overview-season">{t('overview.current')}</h2>
          {current ? (
            <>
              <p>
                <strong>{current.name}</strong> ({current.year}) <Tag>{t(`phase.${current.phase}`)}</Tag>
              </p>
              <PhaseTimeline season={current} />
            </>
          ) : (
            <Empty description={t('overview.noSeason')}>
              <ButtonLink type="primary" to="/admin/seasons">
                {t('overview.createSeason')}
              </ButtonLink>
            </Empty>
          )}
        </section>
      </QueryState>
      <section className="console-section" aria-labelledby="overview-tasks">
        <h2 id="overview-tasks">{t('nav.section.setup')}</h2>
        <ul>
          {setup.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{t(page.label)}</Link> <span className="console-muted">— {t(`overview.task.${page.label.slice(4)}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </ConsoleShell>
  );
}
