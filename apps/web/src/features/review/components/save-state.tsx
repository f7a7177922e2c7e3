import { Button } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../model/use-autosave.ts';
import '../../../i18n/review.ts';

/** What the server holds of this review. */
export type StoredState =
  { kind: 'none' } | { kind: 'draft'; at: Date } | { kind: 'submitted'; at: Date };

interface SaveStateProps {
  status: SaveStatus;
  stored: StoredState;
  onRetry: () => void;
}

/**
 * The autosave line under the form: "Saving…", "Draft saved 12:04", an error with a retry, or
 * what is stored. The settled states sit in a polite live region so a screen reader hears that
 * the draft is safe (or is not) without hearing every keystroke.
 */
export function SaveState({ status, stored, onRetry }: SaveStateProps) {
  const { t, i18n } = useTranslation('review');
  const time = (at: Date) =>
    new Intl.DateTimeFormat(i18n.language === 'zh-CN' ? 'zh-CN' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);

  let icon = null;
  let text: string;
  let tone = 'quiet';
  if (status.kind === 'error') {
    icon = <ExclamationCircleOutlined aria-hidden="true" />;
    text = t('save.error');
    tone = 'error';
  } else if (status.kind === 'saving') {
    icon = <LoadingOutlined aria-hidden="true" />;
    text = t('save.saving');
  } else if (status.kind === 'pending') {
    text = t('save.pending');
  } else if (stored.kind !== 'none') {
    icon = <CheckCircleOutlined aria-hidden="true" />;
    tone = 'ok';
    const at = time(status.kind === 'saved' ? status.at : stored.at);
    // A change saved into a submitted review says so; the submit itself says "Submitted".
    text =
      stored.kind === 'draft'
        ? t('save.saved', { time: at })
        : status.kind === 'saved' && status.at.getTime() !== stored.at.getTime()
          ? t('save.updated', { time: at })
          : t('save.submitted', { time: at });
  } else {
    text = t('save.none');
  }
  const settled = status.kind !== 'saving' && status.kind !== 'pending';

  return (
    <div className={`save-state save-state--${tone}`}>
      <p className="save-state__text" data-testid="save-state">
        {icon} {text}
      </p>
      {status.kind === 'error' ? (
        <Button size="small" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {settled ? text : ''}
      </p>
    </div>
  );
}
