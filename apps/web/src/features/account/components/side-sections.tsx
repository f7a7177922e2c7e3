import { Button } from 'antd';
import { CheckCircleOutlined, KeyOutlined, LogoutOutlined, MailOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isIdentity, isJury, isSecondJury, isSubJury, type UserInfo } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useLogout } from '../../../lib/session/use-logout.ts';
import '../../../i18n/auth.ts';

/** Password and logout. */
export function SecuritySection() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const logout = useLogout();
  return (
    <section className="account-section" aria-labelledby="account-security">
      <h2 id="account-security" className="account-section__title">
        {t('account.security')}
      </h2>
      <ul className="account-links">
        <li>
          <ButtonLink to="/user/changepassword" icon={<KeyOutlined />}>
            {tc('account.changePassword')}
          </ButtonLink>
        </li>
        <li>
          <Button
            icon={<LogoutOutlined />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
            data-testid="account-logout"
          >
            {tc('account.logout')}
          </Button>
        </li>
      </ul>
    </section>
  );
}

/** The e-mails the entrant receives (issue 4), so nobody waits for one that is not coming. */
export function NotificationsSection({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const items = [
    ['submitted', <MailOutlined key="i" />],
    ['paid', <CheckCircleOutlined key="i" />],
    ['awarded', <TrophyOutlined key="i" />],
  ] as const;
  return (
    <section className="account-section" aria-labelledby="account-mail">
      <h2 id="account-mail" className="account-section__title">
        {t('account.mail.title')}
      </h2>
      <p className="account-note">{t('account.mail.lead', { email })}</p>
      <ul className="account-mail">
        {items.map(([key, icon]) => (
          <li key={key}>
            <span className="account-mail__icon" aria-hidden="true">
              {icon}
            </span>
            <span>
              <strong>{t(`account.mail.${key}`)}</strong>
              <span className="account-mail__text">{t(`account.mail.${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to the review pages for jury members. */
export function JurySection({ user }: { user: UserInfo }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  if (!isJury(user)) return null;
  return (
    <section className="account-section" aria-labelledby="account-jury">
      <h2 id="account-jury" className="account-section__title">
        {t('account.juryTitle')}
      </h2>
      <p className="account-note">{t('account.juryNote')}</p>
      <ul className="account-links">
        {isIdentity(user) ? (
          <li>
            <Link to="/juryreview">{tc('account.juryReview')}</Link>
          </li>
        ) : null}
        {isSecondJury(user) ? (
          <li>
            <Link to="/levelJuryreview">{tc('account.levelJuryReview')}</Link>
          </li>
        ) : null}
        {isSubJury(user) ? (
          <li>
            <Link to="/subjuryreview">{tc('account.subJuryReview')}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
