import { Button, Table, type TableColumnType, type TableProps } from 'antd';
import { useState, useSyncExternalStore, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/admin.ts';

/**
 * A console table that stays usable on a phone. From 576 px it is antd's Table; below, each row
 * is a card listing its columns as label and value, with the actions column last and unlabelled,
 * so nothing sits out of sight in a table scrolled sideways. One set of columns serves both.
 */
export interface ConsoleTableProps<T extends object> extends Omit<
  TableProps<T>,
  'columns' | 'dataSource' | 'rowKey'
> {
  /** Names the list of cards for screen readers (the table's own headers name its columns). */
  label: string;
  columns: TableColumnType<T>[];
  dataSource: readonly T[];
  rowKey: keyof T & string;
  /** The card's first line; the columns (key or dataIndex) in `titleColumns` are not repeated. */
  cardTitle: (row: T) => ReactNode;
  titleColumns?: readonly string[];
  /**
   * A table of text only has nothing to tab to: its scrolling wrapper then takes the focus, named
   * by `label`, so a keyboard can scroll it (WCAG 2.1.1).
   */
  textOnly?: boolean;
}

/** antd's `sm` breakpoint. */
const WIDE_ENOUGH = '(min-width: 576px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_ENOUGH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Read at the first render (antd's useBreakpoint answers only after an effect), so a phone never
 * draws the table first and swaps it for cards.
 */
const usePhone = (): boolean =>
  useSyncExternalStore(subscribe, () => !window.matchMedia(WIDE_ENOUGH).matches);

const columnId = <T,>(c: TableColumnType<T>): string => String(c.key ?? c.dataIndex ?? '');

function cellOf<T extends object>(column: TableColumnType<T>, row: T, index: number): ReactNode {
  const value =
    typeof column.dataIndex === 'string'
      ? (row as Record<string, unknown>)[column.dataIndex]
      : undefined;
  const rendered = column.render ? column.render(value, row, index) : value;
  // antd lets a render return { children, props } for spans; a card only wants the children.
  if (
    rendered &&
    typeof rendered === 'object' &&
    'children' in rendered &&
    !('$$typeof' in rendered)
  ) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

export function ConsoleTable<T extends object>({
  label,
  columns,
  dataSource,
  rowKey,
  cardTitle,
  titleColumns = [],
  textOnly = false,
  ...table
}: ConsoleTableProps<T>) {
  const { t } = useTranslation('admin');
  const phone = usePhone();
  // A paged table's page size is the cards' first helping; "show more" adds as many again.
  const pageSize = table.pagination ? table.pagination.pageSize : undefined;
  const [shown, setShown] = useState(pageSize ?? Number.POSITIVE_INFINITY);
  if (!phone) {
    return (
      <div
        className="console-table"
        {...(textOnly ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        <Table<T>
          size="small"
          pagination={false}
          {...table}
          rowKey={rowKey}
          dataSource={[...dataSource]}
          columns={columns}
        />
      </div>
    );
  }
  const actions = columns.filter((c) => columnId(c) === 'actions');
  const fields = columns.filter(
    (c) => columnId(c) !== 'actions' && !titleColumns.includes(columnId(c)),
  );
  const more = dataSource.length - shown;
  return (
    <>
      <ul className="console-cards" aria-label={label}>
        {dataSource.slice(0, shown).map((row, index) => (
          <li key={row[rowKey] as Key} className="console-card">
            {/* A div, not a p: a title may hold a layout of its own (antd's Space is a div). */}
            <div className="console-card__title">{cardTitle(row)}</div>
            <dl className="console-card__fields">
              {fields.map((c) => (
                <div key={columnId(c)} className="console-card__field">
                  <dt>{c.title as ReactNode}</dt>
                  <dd>{cellOf(c, row, index)}</dd>
                </div>
              ))}
            </dl>
            {actions.map((c) => (
              <div key="actions" className="console-card__actions">
                {cellOf(c, row, index)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Button
          className="console-cards__more"
          onClick={() => setShown((n) => n + (pageSize ?? more))}
        >
          {t('showMore', { count: Math.min(more, pageSize ?? more) })}
        </Button>
      ) : null}
    </>
  );
}
