import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeEntryItem } from '@laurel/contract';
import { StoredImage } from '../../../../components/stored-image.tsx';
import { categoryLabel } from '../../../../lib/category-label.ts';
import { entryNumber, type JudgeSort } from '../model/judge-filters.ts';
import {
  AwardCell,
  EntrantCell,
  FeeTags,
  ProgressCell,
  ScoreCell,
  ShownCell,
  StatusTag,
} from './entry-cells.tsx';
import type { EntryAction } from './entry-actions.ts';
import { EntryTitle } from './entry-title.tsx';
import { RowActions } from './row-actions.tsx';
import '../../../../i18n/jury.ts';

export interface EntryListProps {
  entries: JudgeEntryItem[];
  sort: JudgeSort;
  loading: boolean;
  selected: ReadonlySet<number>;
  onSelect: (entries: JudgeEntryItem[], selected: boolean) => void;
  onAction: (action: EntryAction, entries: JudgeEntryItem[]) => void;
}

/**
 * The judge's table on a wide screen: dense, one entry a row, numbers right-aligned in tabular
 * figures. Selection is the page's (it survives paging); the header box selects the page.
 */
export function EntryTable({ entries, sort, loading, selected, onSelect, onAction }: EntryListProps) {
  const { t } = useTranslation('jury');
  const columns: TableColumnsType<JudgeEntryItem> = [
    {
      key: 'number',
      title: t('columns.number'),
      width: 64,
      render: (_, entry) => <span className="jury-num">{entryNumber(entry.id)}</span>,
    },
    {
      key: 'cover',
      title: <span className="sr-only">{t('columns.cover')}</span>,
      width: 60,
      render: (_, entry) => (
        <StoredImage src={entry.coverUrl} alt="" size="thumb" ratio={1} className="jury-thumb" />
      ),
    },
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, entry) => (
        <div className="jury-title-cell">
          <EntryTitle entry={entry} />
          <StatusTag entry={entry} />
        </div>
      ),
    },
    { key: 'entrant', title: t('columns.entrant'), render: (_, entry) => <EntrantCell entrant={entry.entrant} /> },
    {
      key: 'category',
      title: t('columns.category'),
      render: (_, entry) => <span className="jury-category">{entry.category ? categoryLabel(entry.category) : '—'}</span>,
    },
    { key: 'fees', title: t('columns.fees'), render: (_, entry) => <FeeTags entry={entry} /> },
    { key: 'progress', title: t('columns.progress'), render: (_, entry) => <ProgressCell entry={entry} /> },
    {
      key: 'first',
      title: sort === 'normalised' ? t('columns.firstNormalised') : t('columns.first'),
      align: 'right',
      render: (_, entry) => (
        <ScoreCell
          stats={entry.firstLevel}
          normalised={entry.normalisedScore}
          showNormalised={sort === 'normalised'}
        />
      ),
    },
    {
      key: 'second',
      title: t('columns.second'),
      align: 'right',
      render: (_, entry) =>
        entry.secondLevelReached ? <ScoreCell stats={entry.secondLevel} withCount /> : <span className="jury-muted">—</span>,
    },
    { key: 'award', title: t('columns.award'), className: 'jury-col-award', render: (_, entry) => <AwardCell entry={entry} /> },
    { key: 'shown', title: t('columns.shown'), render: (_, entry) => <ShownCell entry={entry} /> },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      render: (_, entry) => <RowActions entry={entry} onAction={onAction} />,
    },
  ];

  return (
    <Table<JudgeEntryItem>
      className="jury-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      // Columns as wide as their content needs, text wrapped (screens narrower than antd's `xl`
      // get the cards instead). No `scroll`: its hidden measuring row holds focusable checkboxes.
      tableLayout="auto"
      onRow={(entry) => ({ 'data-testid': `entry-row-${entry.id}` }) as React.HTMLAttributes<HTMLElement>}
      rowSelection={{
        selectedRowKeys: entries.filter((e) => selected.has(e.id)).map((e) => e.id),
        onSelect: (entry, checked) => onSelect([entry], checked),
        onSelectAll: (checked) => onSelect(entries, checked),
        getCheckboxProps: (entry) => ({ 'aria-label': t('select', { title: entry.title }) }),
        getTitleCheckboxProps: () => ({ 'aria-label': t('selectPage') }),
      }}
    />
  );
}
