import { Alert, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AcceptJuryInvitationRequest,
  Name,
  Password,
  PASSWORD_MAX,
  PASSWORD_MIN,
  reviewRouteOf,
  type JuryInvitationView,
} from '@laurel/contract';
import { FormShell } from '../../../components/form-shell.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useAcceptJuryInvitation, useJuryInvitation } from '../api/invitation.ts';
import '../components/invitation.css';
import '../../../i18n/invitations.ts';

type Values = { name?: string; password?: string; confirmPassword?: string };
const FIELDS = ['name', 'password'] as const;

/** The invitation's expiry in the reader's language and zone, to the minute. */
function useFormatExpiry(): (iso: string) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? 'zh-CN' : 'en-GB';
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/** A link that cannot be used: the server's own words (expired, withdrawn, used, unknown). */
function Refused({ message }: { message: string }) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <Alert type="error" showIcon role="alert" title={t('refusedTitle')} description={message} />
      <p className="invitation-card__links">
        <Link to="/login">{t('login')}</Link>
        <Link to="/contact">{t('contact')}</Link>
      </p>
    </>
  );
}

/**
 * How the invitee accepts (docs/product.md#jury-invitations): logged in as the invited account,
 * with one click; with an existing account, by its password; else with a name and a new password.
 * Then to their review page.
 */
function AcceptForm({ token, invitation }: { token: string; invitation: JuryInvitationView }) {
  const { t } = useTranslation('invitations');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const accept = useAcceptJuryInvitation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const signedIn = user?.email === invitation.email;
  const mode = signedIn ? 'signed-in' : invitation.accountExists ? 'existing' : 'new';

  const onSubmit = async (values: Values) => {
    const session = await accept.mutateAsync({
      token,
      ...(mode === 'new' ? { name: values.name, password: values.password } : {}),
      ...(mode === 'existing' ? { password: values.password } : {}),
    });
    toast.success(t('welcome', { name: session.user.name }));
    void navigate(reviewRouteOf(session.user) ?? '/account', { replace: true });
  };

  const how = { 'signed-in': t('signedIn'), existing: t('existingAccount'), new: t('newAccount') }[
    mode
  ];
  return (
    <>
      <p className="invitation-card__how">{how}</p>
      {accept.error && !(accept.error as { fieldErrors?: unknown }).fieldErrors ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={accept.error.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <FormShell<Values>
        form={form}
        name="accept-invitation"
        initialValues={{ name: invitation.name }}
        onSubmit={onSubmit}
        fields={FIELDS}
        pending={accept.isPending}
        submitLabel={t('accept')}
      >
        {mode === 'new' ? (
          <>
            <Form.Item name="name" label={t('name')} rules={rules.field(Name)}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              rules={rules.field(Password)}
              extra={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('confirmPassword')}
              dependencies={['password']}
              rules={rules.sameAs('password')}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        ) : null}
        {mode === 'existing' ? (
          <>
            <Form.Item
              name="password"
              label={t('password')}
              rules={rules.field(AcceptJuryInvitationRequest.shape.password.unwrap(), {
                required: true,
              })}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <div className="invitation-card__row">
              <Link to="/user/forget">{t('forgot')}</Link>
            </div>
          </>
        ) : null}
      </FormShell>
    </>
  );
}

/**
 * `/invitation?token=…`: a jury invitation from its mailed link — the season, the role, the
 * e-mail and until when — and accepting it; or, plainly, why the link cannot be used.
 */
export default function InvitationPage() {
  const { t } = useTranslation('invitations');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useJuryInvitation(token);
  const formatExpiry = useFormatExpiry();
  const { i18n } = useTranslation();
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  const view = invitation.data;

  let body;
  if (!token) body = <Refused message={t('noToken')} />;
  else if (invitation.isError) body = <Refused message={invitation.error.message} />;
  else if (!view) body = <Skeleton active aria-label={t('loading')} paragraph={{ rows: 5 }} />;
  else {
    const list = view.categories
      .map((c) => (zh && c.nameZh ? c.nameZh : c.name))
      .join(zh ? '、' : ', ');
    body = (
      <>
        <p className="invitation-card__lead">
          {t('lead', { season: view.season.name, role: t(`roles.${view.identity}`) })}
        </p>
        <dl className="invitation-card__facts">
          <dt>{t('email')}</dt>
          <dd>{view.email}</dd>
          {list ? (
            <>
              <dt>{t('categoriesLabel')}</dt>
              <dd>{list}</dd>
            </>
          ) : null}
        </dl>
        <p className="invitation-card__facts">
          {t('expires', { date: formatExpiry(view.expiresAt) })}
        </p>
        <AcceptForm token={token} invitation={view} />
      </>
    );
  }
  return (
    <section className="invitation-page">
      <div className="invitation-card">
        <h1 className="invitation-card__title">{tc('title.invitation')}</h1>
        {body}
      </div>
    </section>
  );
}
