import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../../../i18n/entries.ts';

export type DraftState =
  /** Not on the server yet: the first step change creates it. */
  | { kind: 'new' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The last autosave was refused (a field to correct): the next step change shows why. */
  | { kind: 'unsaved' };

/**
 * The wizard's "Draft saved 12:04" line, a polite live region: it changes only when a save ends
 * (or starts, when the entrant asked for it), so typing is not read out.
 */
export function DraftStatus({ state }: { state: DraftState }) {
  const { t, i18n } = useTranslation('entries');
  const time = (at: Date) =>
    new Intl.DateTimeFormat(i18n.language === 'zh-CN' ? 'zh-CN' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(at);
  let icon = null;
  let text: string;
  switch (state.kind) {
    case 'new':
      text = t('steps.notSaved');
      break;
    case 'saving':
      icon = <LoadingOutlined aria-hidden />;
      text = t('steps.saving');
      break;
    case 'saved':
      icon = <CheckCircleOutlined aria-hidden />;
      text = t('steps.savedAt', { time: time(state.at) });
      break;
    case 'unsaved':
      icon = <ExclamationCircleOutlined aria-hidden />;
      text = t('steps.unsaved');
      break;
  }
  return (
    <p className={`draft-status draft-status--${state.kind}`} aria-live="polite" data-testid="draft-status">
      {icon} <span>{text}</span>
    </p>
  );
}
