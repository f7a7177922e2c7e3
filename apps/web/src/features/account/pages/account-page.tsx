import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { EntryTabs } from '../components/entry-tabs.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { JurySection, NotificationsSection, SecuritySection } from '../components/side-sections.tsx';
import '../components/account.css';
import '../../../i18n/auth.ts';

/**
 * /account (auth): the entrant's entries and awards with their statuses, fees and documents,
 * the editable profile, security, and the e-mails they receive (issue 4).
 */
export default function AccountPage() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  // The auth wrapper renders this page only with a user.
  if (!user) return null;

  return (
    <>
      <PageIntro titleKey="title.account" description={t('account.greeting', { name: user.name })} />
      <div className="container account-page__body">
        <div className="account-page__main">
          <EntryTabs />
        </div>
        <aside className="account-page__side">
          <ProfileSection user={user} />
          <NotificationsSection email={user.email} />
          <SecuritySection />
          <JurySection user={user} />
        </aside>
      </div>
    </>
  );
}
