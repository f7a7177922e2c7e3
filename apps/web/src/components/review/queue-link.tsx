import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isIdentity, isSecondJury } from '@laurel/contract';
import { ButtonLink } from '../button-link.tsx';
import { useCurrentUser } from '../../lib/session/current-user.ts';
import '../../i18n/review.ts';

/** Where the caller's own list is: the judge's table, or the reviewer's queue. */
export function useQueuePath(): string {
  const { user } = useCurrentUser();
  return isIdentity(user)
    ? '/juryreview'
    : isSecondJury(user)
      ? '/levelJuryreview'
      : '/subjuryreview';
}

/** The way back to the caller's own list, as a button (dead ends) or a quiet link (page heads). */
export function QueueLink({ quiet = false, search = '' }: { quiet?: boolean; search?: string }) {
  const { t } = useTranslation('review');
  const to = `${useQueuePath()}${search}`;
  if (quiet) {
    return (
      <Link to={to} className="review-page__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('details.back')}
      </Link>
    );
  }
  return (
    <ButtonLink to={to} type="primary" size="large">
      {t('details.back')}
    </ButtonLink>
  );
}
