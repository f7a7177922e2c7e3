import { useTranslation } from 'react-i18next';
import type { RegistrationWindow } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import '../../../i18n/entries.ts';

/** Registration is closed: say so, with the dates when known, and no form (issue 4). */
export function RegistrationClosed({ window: w }: { window: RegistrationWindow }) {
  const { t } = useTranslation('entries');
  const formatDate = useFormatDate();
  const now = Date.parse(w.now);
  const upcoming = w.opensAt !== null && Date.parse(w.opensAt) > now;
  const body = upcoming
    ? t('closed.opens', { date: formatDate(w.opensAt ?? '') })
    : w.closesAt
      ? t('closed.closedOn', { date: formatDate(w.closesAt) })
      : t('closed.noSeason');
  return (
    <InlineState
      title={upcoming ? t('closed.upcomingTitle') : t('closed.title')}
      body={body}
      action={<ButtonLink to="/account">{t('closed.toAccount')}</ButtonLink>}
    />
  );
}
