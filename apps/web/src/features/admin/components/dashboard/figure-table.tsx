import { theme, type TableColumnType } from 'antd';
import { Link } from 'react-router';
import { ConsoleTable } from '../console-table.tsx';
import type { ChartPalette, Datum } from './charts.tsx';

/**
 * A chart's figures as a table (a card per row on a phone): the row's name links to its list, its
 * value formatted as the chart's. `extra` adds columns (paid, refunded, orders…).
 */
export function FigureTable<T extends Datum>(props: {
  label: string;
  nameTitle: string;
  valueTitle: string;
  rows: readonly T[];
  format: (n: number) => string;
  extra?: TableColumnType<T>[];
  pageSize?: number;
}) {
  const { rows, format } = props;
  const columns: TableColumnType<T>[] = [
    { key: 'label', title: props.nameTitle, render: (_, row) => <Link to={row.href}>{row.label}</Link> },
    { key: 'value', title: props.valueTitle, align: 'right', render: (_, row) => format(row.value) },
    ...(props.extra ?? []),
  ];
  return (
    <ConsoleTable<T>
      label={props.label}
      columns={columns}
      dataSource={rows}
      rowKey="key"
      cardTitle={(row) => <Link to={row.href}>{row.label}</Link>}
      titleColumns={['label']}
      pagination={props.pageSize && rows.length > props.pageSize ? { pageSize: props.pageSize, showSizeChanger: false } : false}
    />
  );
}

/** The charts' colours from the console's theme: the brand for this season, grey for the last. */
export function usePalette(): ChartPalette & { negative: string } {
  const { token } = theme.useToken();
  return { primary: token.colorPrimary, muted: token.colorTextSecondary, text: token.colorTextSecondary, grid: token.colorBorderSecondary, negative: token.colorError };
}
