import { Alert, Button, Progress, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZipDownload } from '../api/download-files.ts';
import { formatBytes } from '../model/format-bytes.ts';
import '../../../i18n/jury.ts';

interface DownloadStatusProps {
  download: ZipDownload;
  onCancel: () => void;
  onDismiss: () => void;
}

/**
 * The batch zip on its way: bytes received so far (the zip streams as it is written, so its size
 * is not known up front: docs/product.md#zip-downloads), then the saved file or why it failed.
 */
export function DownloadStatus({ download, onCancel, onDismiss }: DownloadStatusProps) {
  const { t, i18n } = useTranslation('jury');
  const lang = i18n.resolvedLanguage ?? 'en';
  if (download.state === 'idle') return null;
  if (download.state === 'running') {
    const percent = download.total ? Math.round((download.received / download.total) * 100) : null;
    return (
      <div className="jury-download" role="status" data-testid="zip-progress">
        <div className="jury-download__text">
          <strong>{t('download.running', { count: download.count })}</strong>
          <span className="jury-muted">
            {download.total
              ? t('download.receivedOf', { received: formatBytes(download.received, lang), total: formatBytes(download.total, lang) })
              : t('download.received', { received: formatBytes(download.received, lang) })}
          </span>
        </div>
        {percent === null ? (
          // A streamed zip has no size up front: a bar would have nothing to fill towards.
          <Spin size="small" className="jury-download__spin" />
        ) : (
          <Progress className="jury-download__bar" percent={percent} status="active" aria-label={t('download.progress')} />
        )}
        <Button size="small" onClick={onCancel}>
          {t('download.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <Alert
      className="jury-download-result"
      type={download.state === 'done' ? 'success' : 'error'}
      showIcon
      role={download.state === 'done' ? 'status' : 'alert'}
      data-testid="zip-result"
      closable={{ onClose: onDismiss, 'aria-label': t('dialog.dismiss') }}
      title={
        download.state === 'done'
          ? t('download.done', { count: download.count, filename: download.filename, size: formatBytes(download.size, lang) })
          : t('download.failed', { count: download.count })
      }
      description={download.state === 'failed' ? download.message : undefined}
    />
  );
}
