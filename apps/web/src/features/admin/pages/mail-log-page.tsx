import { useEffect, useState } from 'react';
import { Button, Input, Pagination, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EMAIL_MAX, type MailLogItem } from '@laurel/contract';
import { useMailLog, useMailTemplates, type MailLogQuery } from '../api/mail.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import { useWordsIn } from '../model/use-words-in.ts';
import { ConsoleTable } from '../components/console-table.tsx';
import '../../../i18n/admin-mail.ts';
import '../components/mail.css';

const PAGE_SIZE = 20;
const STATUS_COLOR = { pending: 'blue', sent: 'green', failed: 'red' } as const;

/**
 * `/admin/mail-log`: the outbox, newest first — `?email=` (part of an address) or `?userId=` (an
 * account, from its people page) — twenty a page (docs/product.md#mail-templates).
 */
export default function MailLogPage() {
  const { t } = useTranslation('admin-mail');
  const { role, may } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const userId = Number(params.get('userId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: MailLogQuery = { page, pageSize: PAGE_SIZE, ...(email ? { email } : {}), ...(userId ? { userId } : {}) };
  const [typed, setTyped] = useState(email);
  useEffect(() => setTyped(email), [email]);
  const go = (next: { email?: string; page?: number }) => {
    const p = new URLSearchParams();
    if (next.email) p.set('email', next.email);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  if (role && !may('people')) {
    return (
      <ConsoleShell title={t('log.title')}>
        <p className="console-muted">{t('log.noPermission')}</p>
      </ConsoleShell>
    );
  }
  return (
    <ConsoleShell title={t('log.title')}>
      <p className="console-muted">{t('log.intro')}</p>
      <form
        role="search"
        aria-label={t('log.search')}
        className="mail-log__search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ email: typed.trim() });
        }}
      >
        <label>
          <span>{t('log.emailLabel')}</span>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} type="search" maxLength={EMAIL_MAX} autoComplete="off" />
        </label>
        <Button type="primary" htmlType="submit">
          {t('log.find')}
        </Button>
        {email || userId ? <Button onClick={() => go({})}>{t('log.clear')}</Button> : null}
      </form>
      {userId ? <p>{t('log.forAccount', { id: userId })}</p> : null}
      <MailLogTable query={query} onPage={(p) => (userId ? setParams({ userId: String(userId), page: String(p) }) : go({ email, page: p }))} />
    </ConsoleShell>
  );
}

function MailLogTable({ query, onPage }: { query: MailLogQuery; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin-mail');
  const words = useWordsIn();
  const formatDate = useFormatDateTime();
  const log = useMailLog(query);
  const kinds = useMailTemplates();
  const kindName = (kind: string) => {
    const test = kind.startsWith('test:');
    const found = kinds.data?.find((k) => k.kind === (test ? kind.slice(5) : kind));
    const name = found ? words(found.title) : kind.replace(/^test:/, '');
    return test ? t('log.test', { title: name }) : name;
  };
  return (
    <QueryState query={log}>
      <p role="status">{t('log.count', { count: log.data?.total ?? 0 })}</p>
      <ConsoleTable<MailLogItem>
        label={t('log.title')}
        rowKey="id"
        dataSource={log.data?.list ?? []}
        cardTitle={(row) => kindName(row.kind)}
        titleColumns={['kind']}
        locale={{ emptyText: t('log.none') }}
        columns={[
          { title: t('log.queued'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
          { title: t('log.kind'), dataIndex: 'kind', render: (v: string) => kindName(v) },
          { title: t('log.to'), dataIndex: 'to' },
          {
            title: t('log.subject'),
            dataIndex: 'subject',
            render: (v: string | null) => (v === null ? <span className="console-muted">{t('log.hidden')}</span> : v),
          },
          {
            title: t('log.status'),
            dataIndex: 'status',
            render: (v: MailLogItem['status'], row) => (
              <>
                <Tag color={STATUS_COLOR[v]}>{t(`log.statuses.${v}`)}</Tag>
                {v === 'failed' ? <span className="console-muted">{t('log.tries', { count: row.attempts })}</span> : null}
              </>
            ),
          },
          { title: t('log.sentAt'), dataIndex: 'sentAt', render: (v: string | null) => formatDate(v) },
          { title: t('log.lastError'), dataIndex: 'lastError', render: (v: string | null) => (v ? <code>{v}</code> : '') },
        ]}
      />
      {(log.data?.total ?? 0) > query.pageSize ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={query.page}
          pageSize={query.pageSize}
          total={log.data?.total ?? 0}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </QueryState>
  );
}
