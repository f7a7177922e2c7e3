import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_TTL_S } from '@laurel/contract';
import { currentLanguage } from '../../../i18n/index.ts';
import { toast } from '../../../lib/feedback.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useSendVerifyCode } from '../api/send-verify-code.ts';
import '../../../i18n/auth.ts';

interface SendCodeButtonProps {
  purpose: 'register' | 'reset';
  /** Validates the form's e-mail field and returns it, or null when it is not valid. */
  getEmail: () => Promise<string | null>;
  onSent?: (email: string) => void;
}

/**
 * Mails a verification code, then counts down the server's `resendAfterSeconds` ("Resend in
 * 59 s", disabled) before a new code may be asked for. The countdown is announced once when it
 * starts and once when it ends, not every second.
 */
export function SendCodeButton({ purpose, getEmail, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const send = useSendVerifyCode();
  const { remaining, start } = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const onClick = async () => {
    const email = await getEmail();
    if (!email) return;
    try {
      const result = await send.mutateAsync({ email, purpose, language: currentLanguage() });
      start(result.resendAfterSeconds);
      setSentOnce(true);
      const minutes = Math.round((result.expiresInSeconds || VERIFY_CODE_TTL_S) / 60);
      // The server answers alike whether the address has an account (so it cannot be probed):
      // a reset says "if an account uses it", a registration for a taken address gets a mail
      // saying so instead of a code.
      const sent = t(`sendCode.sent.${purpose}`, { email, minutes });
      toast.success(sent);
      setAnnouncement(`${sent} ${t('sendCode.waitAnnounce', { seconds: result.resendAfterSeconds })}`);
      onSent?.(email);
    } catch {
      // The request client has shown why (docs/product.md#errors).
    }
  };

  const waiting = remaining > 0;
  const label = waiting
    ? t('sendCode.wait', { seconds: remaining })
    : sentOnce
      ? t('sendCode.resend')
      : t('sendCode.send');
  const live = sentOnce && !waiting ? t('sendCode.ready') : announcement;

  return (
    <>
      <Button
        className="send-code"
        size="large"
        onClick={() => void onClick()}
        disabled={waiting}
        loading={send.isPending}
        data-testid="send-code"
      >
        {label}
      </Button>
      <span className="sr-only" role="status" aria-live="polite" data-testid="send-code-status">
        {live}
      </span>
    </>
  );
}
