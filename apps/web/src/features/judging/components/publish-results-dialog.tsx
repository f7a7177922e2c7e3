import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SeasonResults } from '@laurel/contract';
import { useFormatDate } from '../../../lib/format-date.ts';
import { usePublishResults } from '../api/season-results.ts';
import '../../../i18n/jury.ts';

interface PublishResultsDialogProps {
  results: SeasonResults;
  onPublished: (results: SeasonResults) => void;
  onClose: () => void;
}

/**
 * "Publish now" (docs/product.md#publishing-winners): names the results date it overrides and
 * sends exactly that date back, so the server publishes only what the judge saw. A refusal is said
 * here; the season's date, reloaded, shows what to confirm instead.
 */
export function PublishResultsDialog({ results, onPublished, onClose }: PublishResultsDialogProps) {
  const { t } = useTranslation('jury');
  const formatDate = useFormatDate();
  const publish = usePublishResults();
  const send = () =>
    publish.mutate(
      { seasonId: results.seasonId, confirmResultsAt: results.resultsAt },
      { onSuccess: (published) => onPublished(published) },
    );
  return (
    <Modal
      open
      title={t('results.confirmTitle', { year: results.year })}
      okText={t('results.confirm')}
      cancelText={t('dialog.cancel')}
      onOk={send}
      onCancel={onClose}
      okButtonProps={{ loading: publish.isPending, danger: true }}
    >
      <p>{t('results.confirmBody', { date: formatDate(results.resultsAt, true), count: results.shown })}</p>
      <p className="jury-muted">{t('results.confirmAfter')}</p>
      {publish.error ? <Alert type="error" showIcon role="alert" title={publish.error.message} /> : null}
    </Modal>
  );
}
