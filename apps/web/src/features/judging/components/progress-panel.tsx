import { Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { useReviewProgress } from '../api/get-review-progress.ts';
import '../../../i18n/jury.ts';

const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 100) : 0);

/** How far the first level has come (`/judge/reviewProgress`), per sub-judge and per category. */
export function ProgressPanel() {
  const { t } = useTranslation('jury');
  const progress = useReviewProgress();
  if (progress.isError && !progress.data) return <LoadError title={t('panels.loadError')} onRetry={progress.refetch} />;
  if (!progress.data) return <Spin />;
  const { bySubJudge, byCategory } = progress.data;
  return (
    <div className="jury-panels" data-testid="progress-panel">
      <section className="jury-panel" aria-labelledby="progress-judges">
        <h2 id="progress-judges" className="jury-panel__title">
          {t('progressPanel.bySubJudge')}
        </h2>
        {bySubJudge.length === 0 ? (
          <InlineState title={t('progressPanel.noSubJudges')} />
        ) : (
          <table className="jury-stats">
            <thead>
              <tr>
                <th scope="col">{t('progressPanel.subJudge')}</th>
                <th scope="col">{t('progressPanel.submitted')}</th>
                <th scope="col" className="num">{t('progressPanel.drafts')}</th>
              </tr>
            </thead>
            <tbody>
              {bySubJudge.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>
                    <span className="jury-num">{t('progressCount', { submitted: row.submitted, assigned: row.assigned })}</span>
                    <Progress
                      className="jury-stats__bar"
                      percent={percent(row.submitted, row.assigned)}
                      size="small"
                      showInfo={false}
                      aria-label={t('progressPanel.barLabel', { name: row.name })}
                    />
                  </td>
                  <td className="num">{row.drafts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="jury-panel" aria-labelledby="progress-categories">
        <h2 id="progress-categories" className="jury-panel__title">
          {t('progressPanel.byCategory')}
        </h2>
        {byCategory.length === 0 ? (
          <InlineState title={t('progressPanel.noEntries')} />
        ) : (
          <table className="jury-stats">
            <thead>
              <tr>
                <th scope="col">{t('progressPanel.category')}</th>
                <th scope="col" className="num">{t('progressPanel.entries')}</th>
                <th scope="col">{t('progressPanel.reviews')}</th>
              </tr>
            </thead>
            <tbody>
              {byCategory.map((row) => (
                <tr key={row.category.id}>
                  <th scope="row">{categoryLabel(row.category)}</th>
                  <td className="num">
                    {t('progressPanel.assignedOf', { assigned: row.assigned, entries: row.entries })}
                  </td>
                  <td>
                    <span className="jury-num">{t('progressCount', { submitted: row.reviewsDone, assigned: row.reviewsDue })}</span>
                    <Progress
                      className="jury-stats__bar"
                      percent={percent(row.reviewsDone, row.reviewsDue)}
                      size="small"
                      showInfo={false}
                      aria-label={t('progressPanel.barLabel', { name: categoryLabel(row.category) })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
