import { useEffect, useState } from 'react';
import { Button, Input, Pagination, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PEOPLE_SEARCH_MAX, STAFF_ROLES, type PersonSummary } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { useSearchPeople } from '../api/people.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { PEOPLE_PAGE_SIZE, usePeopleFilters, type StaffFilter, type StatusFilter } from '../model/use-people-filters.ts';
import { ConsoleTable } from './console-table.tsx';
import { PhoneFold } from './phone-fold.tsx';
import { QueryState } from './query-state.tsx';
import '../../../i18n/admin.ts';
import '../../../i18n/admin-people.ts';
import '../../../i18n/admin-privacy.ts';

function Country({ code }: { code: string | null }) {
  const name = useCountryName(code);
  return <>{name}</>;
}

/** `/admin/people`: filters in the URL, a page of accounts from the server, each a link to its page. */
export function PeopleSearch() {
  const { t } = useTranslation('admin-people');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const { t: tp } = useTranslation('admin-privacy');
  const formatDate = useFormatDateTime();
  const { filters, query, set, clear } = usePeopleFilters();
  const people = useSearchPeople(query);
  // What is typed is sent on Enter or the button, not on every key.
  const [q, setQ] = useState(filters.q);
  const [country, setCountry] = useState(filters.country);
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => setCountry(filters.country), [filters.country]);
  const submit = () => set({ q, country: country.trim().toUpperCase() });
  // What the fold hides on a phone, counted on its toggle.
  const inUse = [filters.country, filters.identity, filters.staffRole, filters.status].filter((v) => v !== null && v !== '').length;

  return (
    <>
      <form
        role="search"
        aria-label={t('people.search')}
        className="console-section people-filters"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="people-filters__field people-filters__field--wide">
          <span>{t('people.searchLabel')}</span>
          <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('people.searchPlaceholder')} maxLength={PEOPLE_SEARCH_MAX} allowClear />
        </label>
        <PhoneFold filtersInUse={inUse}>
          <label className="people-filters__field">
            <span>{t('people.country')}</span>
            <Input value={country} onChange={(e) => setCountry(e.target.value)} placeholder="CN, GB…" />
          </label>
          <label className="people-filters__field">
            <span>{t('people.identity')}</span>
            <Select<number | 'all'>
              aria-label={t('people.identity')}
              value={filters.identity ?? 'all'}
              onChange={(v) => set({ q, country, identity: v === 'all' ? null : (v as 0 | 1 | 2 | 3) })}
              options={[{ value: 'all', label: t('people.anyIdentity') }, ...[0, 1, 2, 3].map((i) => ({ value: i, label: tc(`roles.${i}`) }))]}
            />
          </label>
          <label className="people-filters__field">
            <span>{t('people.staffRole')}</span>
            <Select<StaffFilter | 'all'>
              aria-label={t('people.staffRole')}
              value={filters.staffRole ?? 'all'}
              onChange={(v) => set({ q, country, staffRole: v === 'all' ? null : v })}
              options={[
                { value: 'all', label: t('people.anyStaff') },
                { value: 'any', label: t('people.withRole') },
                ...STAFF_ROLES.map((r) => ({ value: r, label: ta(`roles.${r}`) })),
                { value: 'none', label: t('people.withoutRole') },
              ]}
            />
          </label>
          <label className="people-filters__field">
            <span>{t('people.status')}</span>
            <Select<StatusFilter | 'all'>
              aria-label={t('people.status')}
              value={filters.status ?? 'all'}
              onChange={(v) => set({ q, country, status: v === 'all' ? null : v })}
              options={[
                { value: 'all', label: t('people.anyStatus') },
                { value: 'active', label: t('people.activeOnly') },
                { value: 'deactivated', label: t('people.deactivatedOnly') },
              ]}
            />
          </label>
        </PhoneFold>
        <div className="people-filters__buttons">
          <Button type="primary" htmlType="submit">
            {t('people.search')}
          </Button>
          <Button onClick={clear}>{t('people.clear')}</Button>
        </div>
      </form>
      <QueryState query={people}>
        <p role="status" className="console-muted">
          {t('people.found', { count: people.data?.total ?? 0 })}
        </p>
        {/* A table from 576 px, a card per person below; the pages are the server's, on both. */}
        <ConsoleTable<PersonSummary>
          label={t('people.title')}
          rowKey="id"
          dataSource={people.data?.list ?? []}
          loading={people.isFetching && people.isPlaceholderData}
          locale={{ emptyText: t('people.none') }}
          titleColumns={['name']}
          cardTitle={(p) => (
            <Link to={`/admin/people?id=${p.id}`} aria-label={t('people.open', { name: p.name })}>
              {p.name}
            </Link>
          )}
          columns={[
            {
              title: t('people.name'),
              dataIndex: 'name',
              render: (name: string, p) => (
                <Link to={`/admin/people?id=${p.id}`} aria-label={t('people.open', { name })}>
                  {name}
                </Link>
              ),
            },
            { title: t('people.email'), dataIndex: 'email' },
            { title: t('people.country'), dataIndex: 'country', render: (c: string | null) => <Country code={c} /> },
            { title: t('people.identity'), dataIndex: 'identity', render: (i: number) => tc(`roles.${i}`) },
            { title: t('people.staffRole'), dataIndex: 'staffRole', render: (r: PersonSummary['staffRole']) => (r ? ta(`roles.${r}`) : '—') },
            {
              title: t('people.status'),
              dataIndex: 'deactivatedAt',
              render: (d: string | null, p: PersonSummary) =>
                p.erasedAt ? <Tag>{tp('erased')}</Tag> : d ? <Tag color="red">{t('people.deactivated')}</Tag> : t('people.active'),
            },
            { title: t('people.joined'), dataIndex: 'createdAt', render: (d: string) => formatDate(d) },
          ]}
        />
        <Pagination
          className="people-pager"
          current={people.data?.page ?? filters.page}
          pageSize={PEOPLE_PAGE_SIZE}
          total={people.data?.total ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => set({ ...filters, page })}
        />
      </QueryState>
    </>
  );
}
