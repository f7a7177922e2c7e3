import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BulkJobSummary } from '@laurel/contract';
import { useBulkJobs } from '../api/bulk.ts';
import { BulkProgress, BulkStatusTag } from '../components/bulk-progress.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-bulk.ts';
import '../components/bulk.css';

/**
 * `/admin/bulk` (docs/product.md#bulk-actions): every bulk action, newest first — what, who,
 * when, its progress — read again every second while one on the page runs. A new one starts from
 * the entries table (its "Bulk action" button), which names the entries.
 */
export default function BulkJobsPage() {
  const { t } = useTranslation('admin-bulk');
  const formatDate = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useBulkJobs(page);
  const open = (j: BulkJobSummary) => (
    <Link to={`/admin/bulk/job?id=${j.id}`} aria-label={t('jobs.open', { id: j.id })}>
      {t(`kind.${j.kind}`)}
    </Link>
  );
  return (
    <ConsoleShell title={t('jobs.title')}>
      <QueryState query={jobs}>
        <p role="status" className="console-muted">
          {t('jobs.count', { count: jobs.data?.total ?? 0 })}
        </p>
        <ConsoleTable<BulkJobSummary>
          label={t('jobs.title')}
          rowKey="id"
          dataSource={jobs.data?.list ?? []}
          locale={{ emptyText: t('jobs.none') }}
          titleColumns={['kind']}
          cardTitle={open}
          columns={[
            { title: t('jobs.id'), dataIndex: 'id' },
            { title: t('jobs.what'), dataIndex: 'kind', key: 'kind', render: (_k, j) => open(j) },
            { title: t('jobs.who'), dataIndex: 'actor', render: (a: BulkJobSummary['actor']) => a?.name ?? '—' },
            { title: t('jobs.when'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
            { title: t('jobs.progress'), key: 'progress', render: (_v, j) => <BulkProgress job={j} /> },
            { title: t('jobs.state'), dataIndex: 'status', render: (s: BulkJobSummary['status']) => <BulkStatusTag status={s} /> },
          ]}
        />
        <Pagination
          current={page}
          pageSize={20}
          total={jobs.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(p) => setParams({ page: String(p) })}
        />
      </QueryState>
    </ConsoleShell>
  );
}
