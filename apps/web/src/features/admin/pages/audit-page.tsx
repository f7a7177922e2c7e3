import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditRow } from '@laurel/contract';
import { useAuditLog } from '../api/audit.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { AuditFiltersForm } from '../components/audit-filters.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { AUDIT_FILTER_KEYS, useAuditFilters } from '../model/use-audit-filters.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-audit.ts';
import '../components/audit.css';

/** Where a subject is shown in the console, when it has a page there (the URL contracts of issue 29). */
function subjectLink(row: AuditRow): string | null {
  const id = encodeURIComponent(row.subjectId);
  if (row.subjectType === 'payment_order') return `/admin/payments/order?orderNo=${id}`;
  if (row.subjectType === 'user') return `/admin/people?id=${id}`;
  if (row.subjectType === 'entry') return `/admin/entries/one?id=${id}`;
  return null;
}

function Subject({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin-audit');
  const kind = t(`audit.subjects.${row.subjectType}`, { defaultValue: row.subjectType });
  const link = subjectLink(row);
  const label = `${kind} ${row.subjectId}`;
  return (
    <span className="audit-row__what">
      <Tag>
        <code>{row.action}</code>
      </Tag>
      {link ? <Link to={link}>{label}</Link> : <span>{label}</span>}
      {row.entry && row.subjectType !== 'entry' ? (
        <Link to={`/admin/entries/one?id=${row.entry.id}`}>
          {row.entry.title || t('audit.entry', { id: row.entry.id })}
        </Link>
      ) : null}
      {row.entry ? (
        <Link className="audit-row__history" to={`/admin/audit?entryId=${row.entry.id}`}>
          {t('audit.changesOf', {
            title: row.entry.title || t('audit.entry', { id: row.entry.id }),
          })}
        </Link>
      ) : null}
    </span>
  );
}

/**
 * `/admin/audit`: the audit log newest first, its filters in the URL, older rows a page at a time
 * by the last id seen, each change field by field (docs/product.md#audit-log).
 */
export default function AuditPage() {
  const { t } = useTranslation('admin-audit');
  const formatDate = useFormatDateTime();
  const { filters, query, set, active } = useAuditFilters();
  const log = useAuditLog(query);
  const rows = log.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <ConsoleShell title={t('nav.audit')}>
      <p className="console-muted">{t('audit.intro')}</p>
      <AuditFiltersForm
        key={AUDIT_FILTER_KEYS.map((k) => filters[k]).join('|')}
        filters={filters}
        active={active}
        onApply={set}
      />
      <QueryState query={log}>
        <p role="status">{t('audit.shown', { count: rows.length })}</p>
        <ConsoleTable<AuditRow>
          label={t('nav.audit')}
          rowKey="id"
          dataSource={rows}
          cardTitle={(row) => (
            <>
              <code>{row.action}</code> · {formatDate(row.at)}
            </>
          )}
          titleColumns={['at']}
          locale={{ emptyText: t('audit.none') }}
          columns={[
            {
              title: t('audit.when'),
              dataIndex: 'at',
              render: (v: string) => formatDate(v),
              width: 130,
            },
            {
              title: t('audit.who'),
              key: 'actor',
              width: 190,
              render: (_: unknown, row) =>
                row.actor ? (
                  <span className="audit-row__who">
                    <Link to={`/admin/people?id=${row.actor.id}`}>
                      {row.actor.name || row.actor.email}
                    </Link>
                    <span className="console-muted">{row.actor.email}</span>
                  </span>
                ) : (
                  <span className="console-muted">{t('audit.system')}</span>
                ),
            },
            {
              title: t('audit.what'),
              key: 'what',
              width: 230,
              render: (_: unknown, row) => <Subject row={row} />,
            },
            {
              title: t('audit.changes'),
              key: 'changes',
              render: (_: unknown, row) => <AuditDiff before={row.before} after={row.after} />,
            },
          ]}
        />
        {log.hasNextPage ? (
          <Button
            className="audit-older"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {t('audit.older')}
          </Button>
        ) : rows.length ? (
          <p className="console-muted">{t('audit.end')}</p>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}
