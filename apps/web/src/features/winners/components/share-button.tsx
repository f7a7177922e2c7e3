import { useState } from 'react';
import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * Shares a page: the device's share sheet where there is one (phones), else the address copied
 * to the clipboard, confirmed in a live region so a screen reader hears it too. Until the app
 * runs it cannot do either, so it waits disabled.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('site');
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  // Device-dependent, so only after hydration (apps/web/src/app/README.md#server-rendering).
  const canShare = hydrated && typeof navigator.share === 'function';

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissing the share sheet is not an error worth telling anyone about.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('winner.linkCopied'));
    } catch {
      setStatus(t('winner.copyFailed', { url }));
    }
  };

  return (
    <span className="share">
      <button type="button" className="share__button" disabled={!hydrated} onClick={() => void share()}>
        {canShare ? <ShareAltOutlined aria-hidden="true" /> : <LinkOutlined aria-hidden="true" />}
        {canShare ? t('winner.share') : t('winner.copyLink')}
      </button>
      <span className="share__status" role="status">{status}</span>
    </span>
  );
}
