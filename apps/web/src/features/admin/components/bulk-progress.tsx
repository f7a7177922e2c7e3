import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkJobSummary } from '@laurel/contract';
import '../../../i18n/admin-bulk.ts';

const COLOURS = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/** A job's state as a tag. */
export function BulkStatusTag({ status }: { status: BulkJobSummary['status'] }) {
  const { t } = useTranslation('admin-bulk');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

/** How far a job has got: entries done or not changed, of all, as a bar with its numbers. */
export function BulkProgress({ job, size = 'small' }: { job: Pick<BulkJobSummary, 'done' | 'failed' | 'total' | 'status'>; size?: 'small' | 'default' }) {
  const { t } = useTranslation('admin-bulk');
  const reached = job.done + job.failed;
  const percent = job.total ? Math.floor((reached / job.total) * 100) : 100;
  return (
    <Progress
      percent={percent}
      success={{ percent: job.total ? Math.floor((job.done / job.total) * 100) : 100 }}
      status={job.status === 'failed' ? 'exception' : job.status === 'done' ? 'normal' : 'active'}
      size={size}
      aria-label={t('job.progressLabel')}
      aria-valuetext={t('job.counts', job)}
      format={() => `${reached} / ${job.total}`}
    />
  );
}
