import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BULK_FAILURES_MAX, type BulkJob } from '@laurel/contract';
import { useBulkJob } from '../api/bulk.ts';
import { BulkParams } from '../components/bulk-params.tsx';
import { BulkProgress, BulkStatusTag } from '../components/bulk-progress.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { reasonText } from '../model/bulk-reason.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-bulk.ts';
import '../components/bulk.css';

type Failure = BulkJob['failures'][number];

/**
 * `/admin/bulk/job?id=` (docs/product.md#bulk-actions): one bulk action — its progress, live
 * until it ends, what it set, who started it and when, and the entries it could not change with
 * why, each a link to the entry.
 */
export default function BulkJobPage() {
  const { t, i18n } = useTranslation('admin-bulk');
  const formatDate = useFormatDateTime();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const chosen = Number.isInteger(id) && id > 0;
  const job = useBulkJob(chosen ? id : 0);
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  const j = job.data;
  const live = j?.status === 'queued' || j?.status === 'running';
  return (
    <ConsoleShell title={chosen ? t('job.title', { id }) : t('job.titleNone')}>
      {/* Without an id nothing is asked for (the query stays pending): say so rather than load forever. */}
      {!chosen && <Alert type="info" showIcon title={t('job.noneChosen')} />}
      {chosen && (
        <QueryState query={job}>
          {j && (
            <>
              <section className="console-section" aria-labelledby="bulk-job-heading">
                <h2 id="bulk-job-heading">
                  {t(`kind.${j.kind}`)} <BulkStatusTag status={j.status} />
                </h2>
                <div className="bulk-progress">
                  <BulkProgress job={j} size="default" />
                </div>
                {/* Announced as it changes; polite, so a screen reader is not interrupted every second. */}
                <p role="status" aria-live="polite">
                  {t('job.counts', j)}
                </p>
                {live && <p className="console-muted">{t('job.live')}</p>}
                <dl className="bulk-meta">
                  <dt>{t('job.who')}</dt>
                  <dd>{j.actor?.name ?? '—'}</dd>
                  <dt>{t('job.when')}</dt>
                  <dd>{formatDate(j.createdAt)}</dd>
                  {j.finishedAt && (
                    <>
                      <dt>{t('job.finished')}</dt>
                      <dd>{formatDate(j.finishedAt)}</dd>
                    </>
                  )}
                </dl>
                <h3 className="bulk-subheading">{t('job.params')}</h3>
                <BulkParams params={j.params} />
              </section>
              <section className="console-section" aria-labelledby="bulk-failures-heading">
                <h2 id="bulk-failures-heading">{t('job.failures')}</h2>
                {j.failed > BULK_FAILURES_MAX && <Alert type="info" showIcon title={t('job.moreFailures', { count: BULK_FAILURES_MAX })} />}
                <ConsoleTable<Failure>
                  label={t('job.failures')}
                  rowKey="entryId"
                  dataSource={j.failures}
                  locale={{ emptyText: t('job.failuresNone') }}
                  titleColumns={['entryId']}
                  cardTitle={(f) => <EntryLink id={f.entryId} />}
                  pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    { title: t('job.entry'), dataIndex: 'entryId', render: (e: number) => <EntryLink id={e} /> },
                    { title: t('job.reason'), dataIndex: 'code', render: (c: string) => reasonText(c, language, t('new.aSubJudge')) },
                  ]}
                />
              </section>
            </>
          )}
        </QueryState>
      )}
      <p>
        <Link to="/admin/bulk">{t('job.all')}</Link>
      </p>
    </ConsoleShell>
  );
}

function EntryLink({ id }: { id: number }) {
  const { t } = useTranslation('admin-bulk');
  return (
    <Link to={`/admin/entries/one?id=${id}`} aria-label={t('job.openEntry', { id })}>
      {id}
    </Link>
  );
}
