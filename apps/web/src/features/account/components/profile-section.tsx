import { useState } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { ProfileForm } from './profile-form.tsx';
import '../../../i18n/auth.ts';

/** Account details, read-only until "Edit profile" (e-mail and role are not editable here). */
export function ProfileSection({ user }: { user: UserInfo }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [editing, setEditing] = useState(false);
  const country = useCountryName(user.country);
  const formatDate = useFormatDate();
  const role = `${tc(`roles.${user.identity}`)}${user.staffRole ? ` · ${t(`account.staffRole.${user.staffRole}`)}` : ''}`;
  const phone = user.phone ? [user.areaCode, user.phone].filter(Boolean).join(' ') : '';
  const none = <span className="account-empty-value">{t('account.notGiven')}</span>;

  return (
    <section className="account-section" aria-labelledby="account-details">
      <div className="account-section__head">
        <h2 id="account-details" className="account-section__title">
          {t('account.details')}
        </h2>
        {!editing ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('account.editProfile')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="account-details" data-testid="account-details">
          <dt>{t('fields.name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('fields.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('account.company')}</dt>
          <dd>{user.company || none}</dd>
          <dt>{t('account.country')}</dt>
          <dd>{country || none}</dd>
          <dt>{t('account.phone')}</dt>
          <dd>{phone || none}</dd>
          <dt>{t('account.role')}</dt>
          <dd data-testid="account-role">{role}</dd>
          <dt>{t('account.memberSince')}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </dl>
      )}
    </section>
  );
}
