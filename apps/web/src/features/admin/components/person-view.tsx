import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Popconfirm, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_ROLES, type PersonDetail, type StaffRole } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { usePerson, useSetActive, useSetPersonRole } from '../api/people.ts';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import { ConsoleShell } from './console-shell.tsx';
import { ConsoleTable } from './console-table.tsx';
import { PersonIdentityForm } from './person-identity-form.tsx';
import { PersonPrivacy } from './person-privacy.tsx';
import { QueryState, Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';
import '../../../i18n/admin-people.ts';
import '../../../i18n/admin-privacy.ts';

type Person = PersonDetail;

function RoleForm({ person }: { person: Person }) {
  const { t } = useTranslation('admin-people');
  const { t: ta } = useTranslation('admin');
  const [role, setRole] = useState<StaffRole | 'none'>(person.staffRole ?? 'none');
  const save = useSetPersonRole(person.id);
  return (
    <form
      aria-labelledby="person-role"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ email: person.email, staffRole: role === 'none' ? null : role });
      }}
    >
      <h2 id="person-role">{t('person.roleTitle')}</h2>
      <Select<StaffRole | 'none'>
        aria-label={t('person.roleTitle')}
        value={role}
        onChange={setRole}
        style={{ width: '100%', maxWidth: 420 }}
        options={[
          ...STAFF_ROLES.map((r) => ({ value: r, label: `${ta(`roles.${r}`)} — ${ta(`roleHelp.${r}`)}` })),
          { value: 'none' as const, label: t('people.noRole') },
        ]}
      />
      <Refusal error={save.error} />
      {save.isSuccess ? <p role="status">{t('person.roleSaved')}</p> : null}
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12 }}>
          {t('person.saveRole')}
        </Button>
      </div>
    </form>
  );
}

function AccessForm({ person }: { person: Person }) {
  const { t } = useTranslation('admin-people');
  const formatDate = useFormatDateTime();
  const { user } = useCurrentUser();
  const setActive = useSetActive();
  const own = user?.id === person.id;
  return (
    <div>
      <h2 id="person-access">{t('person.accessTitle')}</h2>
      <p>{person.deactivatedAt ? t('person.deactivatedText', { date: formatDate(person.deactivatedAt) }) : t('person.activeText')}</p>
      <Refusal error={setActive.error} />
      {person.deactivatedAt ? (
        <Button onClick={() => setActive.mutate({ userId: person.id, active: true })} loading={setActive.isPending}>
          {t('person.reactivate')}
        </Button>
      ) : own ? (
        <p className="console-muted">{t('person.ownAccount')}</p>
      ) : (
        <Popconfirm
          title={t('person.deactivateConfirm', { name: person.name })}
          okText={t('person.deactivate')}
          okButtonProps={{ danger: true }}
          onConfirm={() => setActive.mutate({ userId: person.id, active: false })}
        >
          <Button danger loading={setActive.isPending}>
            {t('person.deactivate')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

function Lists({ person }: { person: Person }) {
  const { t, i18n } = useTranslation('admin-people');
  const formatDate = useFormatDateTime();
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  const status = (group: string, value: string) => t(`${group}.${value}`, { defaultValue: value });
  const newest = (n: number, shown: number) => (n > shown ? <p className="console-muted">{t('person.newest', { n: shown })}</p> : null);
  return (
    <>
      <section className="console-section" aria-labelledby="person-entries">
        <h2 id="person-entries">{t('person.entries', { count: person.entries.total })}</h2>
        {newest(person.entries.total, person.entries.list.length)}
        {person.entries.total === 0 ? <p className="console-muted">{t('person.noEntries')}</p> : null}
        {person.entries.total > 0 ? (
          <ConsoleTable<Person['entries']['list'][number]>
            label={t('person.entries', { count: person.entries.total })}
            textOnly
            rowKey="id"
            dataSource={person.entries.list}
            titleColumns={['id', 'title']}
            cardTitle={(e) => `#${e.id} ${e.title || t('person.untitled')}`}
            columns={[
              { title: '#', dataIndex: 'id' },
              { title: t('person.entryTitle'), dataIndex: 'title', render: (v: string) => v || t('person.untitled') },
              { title: t('person.season'), dataIndex: 'seasonYear' },
              {
                title: t('person.category'),
                key: 'category',
                render: (_: unknown, e: Person['entries']['list'][number]) => (zh && e.categoryNameZh ? e.categoryNameZh : e.categoryName) ?? '—',
              },
              { title: t('person.entryStatus'), dataIndex: 'status', render: (v: string) => status('entryStatus', v) },
              { title: t('person.fee'), dataIndex: 'entryFeeStatus', render: (v: string) => status('feeStatus', v) },
            ]}
          />
        ) : null}
      </section>
      <section className="console-section" aria-labelledby="person-orders">
        <h2 id="person-orders">{t('person.orders', { count: person.orders.total })}</h2>
        {newest(person.orders.total, person.orders.list.length)}
        {person.orders.total === 0 ? <p className="console-muted">{t('person.noOrders')}</p> : null}
        {person.orders.total > 0 ? (
          <ConsoleTable<Person['orders']['list'][number]>
            label={t('person.orders', { count: person.orders.total })}
            textOnly
            rowKey="id"
            dataSource={person.orders.list}
            titleColumns={['orderNo']}
            cardTitle={(o) => o.orderNo}
            columns={[
              { title: t('person.orderNo'), dataIndex: 'orderNo' },
              { title: t('person.entry'), dataIndex: 'entryId', render: (v: number) => `#${v}` },
              { title: t('person.feeKind'), dataIndex: 'feeKind', render: (v: string) => status('feeKind', v) },
              { title: t('person.amount'), dataIndex: 'amountCents', render: (v: number, o: Person['orders']['list'][number]) => (o.currency === 'USD' ? formatUsd(v) : `${(v / 100).toFixed(2)} ${o.currency}`) },
              { title: t('person.orderStatus'), dataIndex: 'status', render: (v: string) => status('orderStatus', v) },
              { title: t('person.paidAt'), dataIndex: 'paidAt', render: (v: string | null) => formatDate(v) || '—' },
            ]}
          />
        ) : null}
      </section>
      <section className="console-section" aria-labelledby="person-reviews">
        <h2 id="person-reviews">{t('person.reviews', { count: person.reviews.total })}</h2>
        <p>{t('person.reviewCounts', person.reviews.counts)}</p>
        {newest(person.reviews.total, person.reviews.list.length)}
        {person.reviews.total === 0 ? <p className="console-muted">{t('person.noReviews')}</p> : null}
        {person.reviews.total > 0 ? (
          <ConsoleTable<Person['reviews']['list'][number]>
              label={t('person.reviews', { count: person.reviews.total })}
              textOnly
              rowKey="id"
              dataSource={person.reviews.list}
              titleColumns={['entryTitle']}
              cardTitle={(r) => `#${r.entryId} ${r.entryTitle || t('person.untitled')}`}
              columns={[
                { title: t('person.entry'), dataIndex: 'entryTitle', render: (v: string, r: Person['reviews']['list'][number]) => `#${r.entryId} ${v || t('person.untitled')}` },
                { title: t('person.level'), dataIndex: 'level', render: (v: 'first' | 'second') => t(`person.${v}`) },
                { title: t('person.reviewStatus'), dataIndex: 'status', render: (v: string) => status('reviewStatus', v) },
                { title: t('person.score'), dataIndex: 'total', render: (v: number | null) => (v === null ? '—' : (v / 100).toFixed(2)) },
                { title: t('person.submittedAt'), dataIndex: 'submittedAt', render: (v: string | null) => formatDate(v) || '—' },
              ]}
            />
        ) : null}
      </section>
    </>
  );
}

function Details({ person }: { person: Person }) {
  const { t } = useTranslation('admin-people');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const { t: tp } = useTranslation('admin-privacy');
  const formatDate = useFormatDateTime();
  const country = useCountryName(person.country);
  const canChange = useStaffAccess().may('people');
  return (
    <>
      <section className="console-section" aria-labelledby="person-details">
        <h2 id="person-details">{t('person.details')}</h2>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'email', label: t('people.email'), children: person.email },
            { key: 'identity', label: t('people.identity'), children: tc(`roles.${person.identity}`) },
            { key: 'staff', label: t('people.staffRole'), children: person.staffRole ? ta(`roles.${person.staffRole}`) : t('people.noRole') },
            {
              key: 'status',
              label: t('people.status'),
              children: person.erasedAt ? <Tag>{tp('erased')}</Tag> : person.deactivatedAt ? <Tag color="red">{t('people.deactivated')}</Tag> : t('people.active'),
            },
            { key: 'company', label: t('person.company'), children: person.company || '—' },
            { key: 'country', label: t('people.country'), children: country || '—' },
            { key: 'phone', label: t('person.phone'), children: person.phone ? `${person.areaCode ?? ''} ${person.phone}`.trim() : '—' },
            { key: 'language', label: t('person.language'), children: person.language === 'zh-CN' ? '中文' : 'English' },
            { key: 'agent', label: t('person.agentCode'), children: person.agentCode || '—' },
            { key: 'invitation', label: t('person.invitationCode'), children: person.invitationCode || '—' },
            { key: 'joined', label: t('person.joined'), children: formatDate(person.createdAt) },
          ]}
        />
        <p style={{ marginTop: 12 }}>
          <Link to={`/admin/mail-log?email=${encodeURIComponent(person.email)}`}>{t('person.mailLog')}</Link>
        </p>
      </section>
      {canChange && !person.erasedAt ? (
        <>
          <section className="console-section">
            <PersonIdentityForm person={person} />
          </section>
          <section className="console-section">
            <RoleForm person={person} />
          </section>
          <section className="console-section" aria-labelledby="person-access">
            <AccessForm person={person} />
          </section>
        </>
      ) : canChange ? null : (
        <p className="console-muted">{t('person.readOnly')}</p>
      )}
      {canChange ? <PersonPrivacy person={person} /> : null}
    </>
  );
}

/** `/admin/people?id=N`: one person's details, jury identity, staff role, access, entries, orders and reviews. */
export function PersonView({ id }: { id: number }) {
  const { t } = useTranslation('admin-people');
  const person = usePerson(id);
  const missing = isApiError(person.error) && person.error.status === 404;
  return (
    <ConsoleShell
      title={person.data?.name ?? t('people.title')}
      actions={
        <Link to="/admin/people">
          <ArrowLeftOutlined aria-hidden="true" /> {t('person.back')}
        </Link>
      }
    >
      {missing ? (
        <Alert type="warning" showIcon title={t('person.notFound')} />
      ) : (
        <QueryState query={person}>
          {person.data ? (
            <>
              <Details person={person.data} />
              <Lists person={person.data} />
            </>
          ) : null}
        </QueryState>
      )}
    </ConsoleShell>
  );
}
