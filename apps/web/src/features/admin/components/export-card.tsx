import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExportKind, StaffPermission } from '@laurel/contract';
import { formatSize, type ExportDownload } from '../model/use-export-download.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-exports.ts';

interface ExportCardProps {
  kind: ExportKind;
  /** The staff permission the server asks for this kind (contract `auth`). */
  permission: StaffPermission;
  download: ExportDownload;
  onDownload: () => void;
  onCancel: () => void;
  /** The kind's filters. */
  children?: ReactNode;
}

/**
 * One kind of export: what it holds, its filters, the format, and Download with the bytes received
 * so far. A role without the kind's permission is told which it lacks instead of a button that
 * would be refused (the server refuses it anyway).
 */
export function ExportCard({ kind, permission, download, onDownload, onCancel, children }: ExportCardProps) {
  const { t, i18n } = useTranslation('admin-exports');
  const { may } = useStaffAccess();
  const allowed = may(permission);
  const title = t(`kinds.${kind}.title`);
  const headingId = `export-${kind}`;
  const running = download.state === 'running';
  return (
    <section className="console-section export-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="console-muted">{t(`kinds.${kind}.body`)}</p>
      {allowed ? (
        <>
          {children ? <div className="export-card__filters">{children}</div> : null}
          <p className="export-card__format">
            {t('format')}: {t('csv')}
          </p>
          <div className="export-card__actions">
            <Button type="primary" icon={<DownloadOutlined />} loading={running} onClick={onDownload} aria-label={t('downloadLabel', { kind: title })}>
              {t('download')}
            </Button>
            {running ? <Button onClick={onCancel}>{t('cancel')}</Button> : null}
          </div>
          <div role="status" aria-live="polite" className="export-card__status">
            {download.state === 'running' ? t('received', { size: formatSize(download.received, i18n.language) }) : null}
            {download.state === 'done' ? t('done', { file: download.file, size: formatSize(download.size, i18n.language) }) : null}
          </div>
          {download.state === 'failed' ? <Alert type="error" showIcon message={t('failed', { message: download.message })} /> : null}
        </>
      ) : (
        <p className="export-card__needs">{t('needs', { permission: t(`permission.${permission}`) })}</p>
      )}
    </section>
  );
}
