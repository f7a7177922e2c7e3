import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BATCH_SHOW_MAX, BATCH_ZIP_MAX } from '@laurel/contract';
import type { EntryAction } from './entry-actions.ts';
import '../../../i18n/jury.ts';

interface BulkBarProps {
  count: number;
  downloading: boolean;
  onAction: (action: EntryAction) => void;
  onClear: () => void;
}

/**
 * The actions on the selected entries. It stays in view while the list scrolls (at the bottom
 * of a phone's screen), and says how many entries it acts on.
 */
export function BulkBar({ count, downloading, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('jury');
  if (count === 0) return null;
  const button = (action: EntryAction, label: string, disabled = false) => (
    <Button size="small" onClick={() => onAction(action)} disabled={disabled}>
      {label}
    </Button>
  );
  return (
    <div className="jury-bulk" role="toolbar" aria-label={t('bulk.label', { count })} data-testid="bulk-bar">
      <span className="jury-bulk__count" aria-live="polite">
        {t('bulk.selected', { count })}
      </span>
      <div className="jury-bulk__actions">
        {button('assign', t('bulk.assign'))}
        {button('show', t('bulk.show'), count > BATCH_SHOW_MAX)}
        {button('hide', t('bulk.hide'), count > BATCH_SHOW_MAX)}
        {button('fee', t('bulk.fee'))}
        {button('award', t('bulk.award'))}
        {button('download', t('bulk.download'), downloading || count > BATCH_ZIP_MAX)}
        <Button size="small" type="link" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </div>
      {count > BATCH_ZIP_MAX ? <p className="jury-muted jury-bulk__note">{t('bulk.zipMax', { max: BATCH_ZIP_MAX })}</p> : null}
    </div>
  );
}
