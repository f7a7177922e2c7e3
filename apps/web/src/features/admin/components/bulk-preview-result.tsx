import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkPreview } from '@laurel/contract';
import { reasonText } from '../model/bulk-reason.ts';
import '../../../i18n/admin-bulk.ts';

interface Props {
  preview: BulkPreview;
  /** The action has not changed since this preview: it may be confirmed. */
  fresh: boolean;
  starting: boolean;
  onConfirm: () => void;
}

/** What the preview found: the counts by outcome, reasons with the entries refused, a sample, every id. */
export function BulkPreviewResult({ preview, fresh, starting, onConfirm }: Props) {
  const { t, i18n } = useTranslation('admin-bulk');
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
  return (
    <section className="console-section" aria-labelledby="bulk-preview-heading">
      <h2 id="bulk-preview-heading">{t('new.total', { count: preview.total })}</h2>
      <ul className="bulk-counts" role="status">
        <li>{t('new.change', { count: preview.change })}</li>
        <li>{t('new.same', { count: preview.same })}</li>
        {preview.refused.map((r) => (
          <li key={r.code}>
            {t('new.refused', { count: r.count, reason: reasonText(r.code, language, t('new.aSubJudge')) })}{' '}
            <span className="console-muted bulk-ids">{t('new.refusedIds', { ids: r.ids.join(', ') + (r.count > r.ids.length ? ' …' : '') })}</span>
          </li>
        ))}
      </ul>
      {preview.sample.length > 0 && (
        <>
          <h3>{t('new.sample')}</h3>
          <ul>
            {preview.sample.map((s) => (
              <li key={s.id}>
                {s.id} — {s.title}
              </li>
            ))}
          </ul>
          <details>
            <summary>{t('new.allIds', { count: preview.total })}</summary>
            <p className="bulk-ids">{preview.ids.join(', ')}</p>
          </details>
        </>
      )}
      {preview.total > preview.inlineMax && <Alert type="info" showIcon title={t('new.asJob', { max: preview.inlineMax })} style={{ marginTop: 12 }} />}
      {preview.total === 0 && <Alert type="warning" showIcon title={t('new.nothing')} />}
      {!fresh && <Alert type="warning" showIcon role="alert" title={t('new.previewStale')} style={{ marginTop: 12 }} />}
      <div className="bulk-buttons">
        <Button type="primary" danger onClick={onConfirm} disabled={!fresh || preview.total === 0} loading={starting}>
          {t('new.confirm', { count: preview.total })}
        </Button>
      </div>
    </section>
  );
}
