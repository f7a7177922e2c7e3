import { useEffect } from 'react';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMacPlatform } from '../../../lib/review/shortcuts.ts';
import '../../../i18n/review.ts';
import './shortcuts-help.css';

interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The queue's j/k: the details page has no queue. */
  withQueue: boolean;
}

/** The `?` popover listing the page's keys (review-workspace.tsx binds them). */
export function ShortcutsHelp({ open, onOpenChange, withQueue }: ShortcutsHelpProps) {
  const { t } = useTranslation('review');
  const mod = isMacPlatform() ? '⌘' : 'Ctrl';

  // Escape closes the list wherever the focus is, as it would a dialog.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);
  const rows: [string[], string][] = [
    ...(withQueue
      ? ([
          [['j'], t('keys.next')],
          [['k'], t('keys.previous')],
        ] as [string[], string][])
      : []),
    [['1', '…', '9', '0'], t('keys.score')],
    [['1', '…', '9', '0'], t('keys.propose')],
    [['n'], t('keys.noAward')],
    [['←', '→'], t('keys.adjust')],
    [[mod, 'Enter'], withQueue ? t('keys.submitNext') : t('keys.submit')],
    [['f'], t('keys.images')],
    [['?'], t('keys.help')],
  ];
  const content = (
    <div className="shortcuts">
      <dl className="shortcuts__list">
        {rows.map(([keys, what]) => (
          <div key={what} className="shortcuts__row">
            <dt>
              {keys.map((k) => (k === '…' ? <span key={k}>…</span> : <kbd key={k}>{k}</kbd>))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts__note">{t('keys.note')}</p>
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('keys.title')}
      content={content}
    >
      <Button aria-expanded={open} aria-haspopup="dialog">
        <kbd className="shortcuts__kbd" aria-hidden="true">
          ?
        </kbd>{' '}
        {t('keys.button')}
      </Button>
    </Popover>
  );
}
