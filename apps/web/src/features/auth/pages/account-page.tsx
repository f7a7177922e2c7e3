import { Button } from 'antd';
import { KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isIdentity, isJury, isSecondJury, isSubJury } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useLogout } from '../api/logout.ts';
import '../components/auth.css';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(date);
};

/** /account (auth): who is logged in, their role, and the way to the password and logout. */
export default function AccountPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { user } = useCurrentUser();
  const logout = useLogout();
  // The auth wrapper renders this page only with a user.
  if (!user) return null;

  const role = `${tc(`roles.${user.identity}`)}${user.isAdmin ? ` · ${t('account.admin')}` : ''}`;

  return (
    <>
      <PageIntro titleKey="title.account" description={t('account.greeting', { name: user.name })} />
      <div className="container account-page__body">
        <div>
          <section className="account-section" aria-labelledby="account-details">
            <h2 id="account-details" className="account-section__title">
              {t('account.details')}
            </h2>
            <dl className="account-details" data-testid="account-details">
              <dt>{t('fields.name')}</dt>
              <dd>{user.name}</dd>
              <dt>{t('fields.email')}</dt>
              <dd>{user.email}</dd>
              <dt>{t('account.role')}</dt>
              <dd data-testid="account-role">{role}</dd>
              <dt>{t('account.memberSince')}</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </dl>
          </section>
          <section className="account-section" aria-labelledby="account-entries">
            <h2 id="account-entries" className="account-section__title">
              {t('account.entries')}
            </h2>
            <p className="account-note">{t('account.entriesNote')}</p>
          </section>
        </div>
        <aside>
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
          {isJury(user) ? (
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
          ) : null}
        </aside>
      </div>
    </>
  );
}
