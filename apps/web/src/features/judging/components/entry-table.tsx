import { ConfigProvider, Table, type TableColumnsType, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeEntryItem } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { entryNumber, type JudgeSort } from '../model/judge-filters.ts';
import type { Density } from '../model/table-density.ts';
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
import '../../../i18n/jury.ts';

export interface EntryListProps {
  entries: JudgeEntryItem[];
  sort: JudgeSort;
  loading: boolean;
  selected: ReadonlySet<number>;
  onSelect: (entries: JudgeEntryItem[], selected: boolean) => void;
  onAction: (action: EntryAction, entries: JudgeEntryItem[]) => void;
  /** The table's rows (the cards have one layout). */
  density?: Density;
}

/**
 * The compact rows' measures: cells 3 px above and below a 24 px control (the theme's small
 * controls are 28.5 px, its cells 8 px), a row of 31 px where the comfortable one is 46 px and more,
 * so fifteen fit at 1440 × 900 under both one-line notices (e2e/specs/jury-desk.spec.ts);
 * 6 px at the sides, which gives the twelve columns 48 px more at 1200 px.
 */
const COMPACT_THEME: ThemeConfig = {
  token: { controlHeightSM: 24 },
  components: { Table: { cellPaddingBlockSM: 3, cellPaddingInlineSM: 6, cellFontSizeSM: 14 } },
};

/**
 * The judge's table on a wide screen: one entry a row, numbers right-aligned in tabular figures.
 * Compact (the default) keeps every row to one line, cutting long texts with an ellipsis and
 * their whole text in a tooltip, so fifteen rows and more fit a desktop screen; comfortable sets
 * the cover, the entrant's company and the fees on lines of their own. Selection is the page's
 * (it survives paging); the header box selects the page.
 */
export function EntryTable({ entries, sort, loading, selected, onSelect, onAction, density = 'compact' }: EntryListProps) {
  const { t } = useTranslation('jury');
  const compact = density === 'compact';
  const columns: TableColumnsType<JudgeEntryItem> = [
    {
      key: 'number',
      title: t('columns.number'),
      width: compact ? undefined : 64,
      render: (_, entry) => <span className="jury-num">{entryNumber(entry.id)}</span>,
    },
    // A cover 20 px high says nothing a title does not: the compact rows go without.
    ...(compact
      ? []
      : [
          {
            key: 'cover',
            title: <span className="sr-only">{t('columns.cover')}</span>,
            width: 60,
            render: (_: unknown, entry: JudgeEntryItem) => (
              <StoredImage src={entry.coverUrl} alt="" size="thumb" ratio={1} className="jury-thumb" />
            ),
          },
        ]),
    // Compact: the long texts take a share of the width each and are cut to it (jury.css), so
    // the table fits 1200 px whatever the fees and levels beside them need.
    {
      key: 'title',
      title: t('columns.title'),
      width: compact ? '22%' : undefined,
      className: 'jury-col-title',
      render: (_, entry) => (
        <div className="jury-title-cell" title={compact ? entry.title : undefined}>
          <EntryTitle entry={entry} />
          <StatusTag entry={entry} inline={compact} />
        </div>
      ),
    },
    {
      key: 'entrant',
      title: t('columns.entrant'),
      width: compact ? '14%' : undefined,
      className: 'jury-col-entrant',
      render: (_, entry) => <EntrantCell entrant={entry.entrant} inline={compact} />,
    },
    {
      key: 'category',
      title: t('columns.category'),
      width: compact ? '11%' : undefined,
      className: 'jury-col-category',
      render: (_, entry) => {
        if (!entry.category) return <span className="jury-muted">—</span>;
        const full = categoryLabel(entry.category);
        // One line: the category alone (the group's name would push it out of sight), the group
        // in its tooltip.
        return compact ? (
          <span className="jury-category" title={full}>
            {entry.category.name}
          </span>
        ) : (
          <span className="jury-category">{full}</span>
        );
      },
    },
    { key: 'fees', title: t('columns.fees'), render: (_, entry) => <FeeTags entry={entry} inline={compact} /> },
    {
      key: 'progress',
      title: t('columns.progress'),
      render: (_, entry) => <ProgressCell entry={entry} inline={compact} />,
    },
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
        entry.secondLevelReached ? (
          <ScoreCell stats={entry.secondLevel} withCount inline={compact} />
        ) : (
          <span className="jury-muted">—</span>
        ),
    },
    { key: 'award', title: t('columns.award'), className: 'jury-col-award', render: (_, entry) => <AwardCell entry={entry} /> },
    { key: 'shown', title: t('columns.shown'), render: (_, entry) => <ShownCell entry={entry} /> },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      render: (_, entry) => <RowActions entry={entry} onAction={onAction} iconOnly={compact} />,
    },
  ];

  const table = (
    <Table<JudgeEntryItem>
      className={`jury-table jury-table--${density}`}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      // Columns as wide as their content needs: compact cells on one line, the long texts cut at
      // a width of their own (jury.css); comfortable ones wrapped (screens narrower than antd's
      // `xl` get the cards instead). No `scroll`: its hidden measuring row holds focusable checkboxes.
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
  return compact ? <ConfigProvider theme={COMPACT_THEME}>{table}</ConfigProvider> : table;
}
