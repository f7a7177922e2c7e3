import { Pagination, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEntryRow } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ENTRIES_PAGE_SIZE } from '../model/use-entry-filters.ts';
import { ConsoleTable } from './console-table.tsx';
import { EntryFeeTags } from './entry-fee-tags.tsx';
import '../../../i18n/admin-entries.ts';

function Country({ code }: { code: string | null }) {
  return <>{useCountryName(code)}</>;
}

interface EntriesTableProps {
  rows: AdminEntryRow[];
  total: number;
  page: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number) => void;
}

/** A page of entries from the server: a table from 576 px, a card per entry below, rows selectable on both. */
export function EntriesTable({ rows, total, page, loading, selected, onSelect, onPage }: EntriesTableProps) {
  const { t, i18n } = useTranslation('admin-entries');
  const formatDate = useFormatDateTime();
  const zh = i18n.language === 'zh-CN';
  const title = (e: AdminEntryRow) => (
    <Link to={`/admin/entries/one?id=${e.id}`} aria-label={t('list.open', { id: e.id, title: e.title || t('list.untitled') })}>
      #{e.id} {e.title || t('list.untitled')}
    </Link>
  );
  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <>
      <ConsoleTable<AdminEntryRow>
        label={t('list.title')}
        rowKey="id"
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('list.none') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)), getCheckboxProps: (e) => ({ 'aria-label': t('list.selectRow', { id: e.id }) }) }}
        titleColumns={['title']}
        cardTitle={(e) => (
          <>
            <input type="checkbox" className="entries-card-check" checked={selected.includes(e.id)} onChange={(ev) => toggle(e.id, ev.target.checked)} aria-label={t('list.selectRow', { id: e.id })} /> {title(e)}
          </>
        )}
        columns={[
          { title: t('list.title'), key: 'title', render: (_: unknown, e) => title(e) },
          { title: t('list.category'), key: 'category', render: (_: unknown, e) => (e.category ? (zh ? e.category.nameZh : e.category.name) : '—') },
          {
            title: t('list.entrant'),
            key: 'entrant',
            render: (_: unknown, e) => (
              <span className="entries-entrant">
                <Link to={`/admin/people?id=${e.entrant.id}`}>{e.entrant.name}</Link>
                <span className="console-muted">{e.entrant.email}</span>
                {e.entrant.country ? <span className="console-muted"><Country code={e.entrant.country} /></span> : null}
              </span>
            ),
          },
          { title: t('list.status'), key: 'status', render: (_: unknown, e) => t(`status.${e.status}`) },
          { title: t('list.fees'), key: 'fees', render: (_: unknown, e) => <EntryFeeTags entry={e} /> },
          {
            title: t('list.award'),
            key: 'award',
            render: (_: unknown, e) => (
              <>
                {e.award ? (zh ? e.award.nameZh : e.award.name) : '—'}
                {e.isShow ? <Tag className="entries-shown">{t('flags.shown')}</Tag> : null}
              </>
            ),
          },
          {
            title: t('list.flag'),
            key: 'flags',
            render: (_: unknown, e) => (e.flags.length ? e.flags.map((f) => <Tag key={f} color={f === 'purged' ? undefined : 'orange'}>{t(`flags.${f}`)}</Tag>) : '—'),
          },
          { title: t('list.submitted'), key: 'submittedAt', render: (_: unknown, e) => (e.submittedAt ? formatDate(e.submittedAt) : '—') },
        ]}
      />
      <Pagination className="entries-pager" current={page} pageSize={ENTRIES_PAGE_SIZE} total={total} showSizeChanger={false} hideOnSinglePage onChange={onPage} />
    </>
  );
}
