import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { CONSOLE_SECTIONS } from '../components/console-nav.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { EntriesSection } from '../components/dashboard/entries-section.tsx';
import { JudgingSection } from '../components/dashboard/judging-section.tsx';
import { KeyFigures } from '../components/dashboard/key-figures.tsx';
import { RevenueSection } from '../components/dashboard/revenue-section.tsx';
import { PhaseTimeline } from '../components/phase-timeline.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useDashboardFormat } from '../model/use-dashboard-format.ts';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import '../../../i18n/admin.ts';
import '../../../i18n/admin-dashboard.ts';
import '../components/dashboard/dashboard.css';

/**
 * `/admin`, the console's home (docs/product.md#dashboard): a season's figures as charts, each a
 * link to the list behind it, then where the season stands in its dates and the set-up tasks.
 */
export default function DashboardPage() {
  const { t } = useTranslation(['admin-dashboard', 'admin']);
  const { seasons, list, season, seasonId, choose } = useSeasonChoice();
  const dashboard = useDashboard(seasonId);
  const format = useDashboardFormat();
  const setup = CONSOLE_SECTIONS.find((s) => s.key === 'setup')?.pages ?? [];
  const data = dashboard.data;
  return (
    <ConsoleShell
      title={t('title')}
      actions={
        season ? (
          <Button icon={<ReloadOutlined />} onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            {t('refresh')}
          </Button>
        ) : null
      }
    >
      <QueryState query={seasons}>
        {season ? (
          <>
            <div className="console-toolbar">
              <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
              <Tag>{t(`admin:phase.${season.phase}`)}</Tag>
              {data ? <span className="console-muted">{t('updated', { time: format.time(data.generatedAt) })}</span> : null}
            </div>
            <QueryState query={dashboard}>
              {data ? (
                <>
                  <KeyFigures data={data} />
                  <EntriesSection data={data} />
                  <RevenueSection data={data} />
                  <JudgingSection data={data} />
                </>
              ) : null}
            </QueryState>
            <section className="console-section" aria-labelledby="overview-season">
              <h2 id="overview-season">{t('admin:overview.timeline')}</h2>
              <PhaseTimeline season={season} />
            </section>
          </>
        ) : (
          <Empty description={t('admin:overview.noSeason')}>
            <ButtonLink type="primary" to="/admin/seasons">
              {t('admin:overview.createSeason')}
            </ButtonLink>
          </Empty>
        )}
      </QueryState>
      <section className="console-section" aria-labelledby="overview-tasks">
        <h2 id="overview-tasks">{t('admin:nav.section.setup')}</h2>
        <ul>
          {setup.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{t(`admin:${page.label}`)}</Link> <span className="console-muted">— {t(`admin:overview.task.${page.label.slice(4)}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </ConsoleShell>
  );
}
