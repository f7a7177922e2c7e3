import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/*
 * The dashboard's charts, drawn by Recharts (docs/decisions/028-dashboard-charts.md). This module
 * is the only one that imports it, and the page loads it with React.lazy, so the library is a
 * chunk of its own that only the dashboard fetches. A chart is a picture for the eye and the
 * mouse: its figure's caption, text summary and "show as table" (chart-figure.tsx) carry the same
 * figures and links to screen readers and keyboards, so the drawing itself is hidden from them.
 */

export interface Datum {
  key: string;
  label: string;
  value: number;
  href: string;
}

export interface ChartPalette {
  primary: string;
  muted: string;
  text: string;
  grid: string;
}

const ROW = 30;
const tick = (palette: ChartPalette) => ({ fill: palette.text, fontSize: 12 });
const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars, one per row, longest label cut short; a click opens the bar's list. */
export function BarsChart(props: {
  data: Datum[];
  palette: ChartPalette;
  format: (n: number) => string;
  /** The axis's ticks, shorter than the bars' own labels (`$12K`). */
  axisFormat?: (n: number) => string;
  onOpen: (href: string) => void;
  labelWidth?: number;
}) {
  const { data, palette, format, onOpen } = props;
  const width = props.labelWidth ?? 120;
  return (
    <ResponsiveContainer width="100%" height={data.length * ROW + 36}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 48, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={palette.grid} />
        <XAxis type="number" allowDecimals={false} tickFormatter={props.axisFormat ?? format} tick={tick(palette)} stroke={palette.grid} />
        <YAxis type="category" dataKey="label" width={width} tick={tick(palette)} tickFormatter={(l: string) => short(l, Math.floor(width / 7))} stroke={palette.grid} interval={0} />
        <Tooltip formatter={(v) => format(Number(v))} cursor={{ fill: palette.grid, opacity: 0.4 }} />
        <Bar
          dataKey="value"
          fill={palette.primary}
          radius={[0, 3, 3, 0]}
          maxBarSize={22}
          className="dashboard-clickable"
          label={{ position: 'right', formatter: (v: unknown) => format(Number(v)), fill: palette.text, fontSize: 12 }}
          onClick={(bar) => onOpen((bar.payload as Datum).href)}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Columns by day (money may be negative on a day of refunds); a click opens that day's list. */
export function ColumnsChart(props: { data: Datum[]; palette: ChartPalette; format: (n: number) => string; onOpen: (href: string) => void; negative: string }) {
  const { data, palette, format, onOpen } = props;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={palette.grid} />
        <XAxis dataKey="label" tick={tick(palette)} stroke={palette.grid} minTickGap={12} />
        <YAxis tickFormatter={format} tick={tick(palette)} stroke={palette.grid} width={64} />
        <Tooltip formatter={(v) => format(Number(v))} cursor={{ fill: palette.grid, opacity: 0.4 }} />
        <Bar dataKey="value" maxBarSize={28} className="dashboard-clickable" onClick={(bar) => onOpen((bar.payload as Datum).href)}>
          {data.map((d) => (
            <Cell key={d.key} fill={d.value < 0 ? props.negative : palette.primary} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface LinePoint {
  day: number;
  label: string;
  current: number | null;
  previous: number | null;
}

/** This season's running total against the previous season's, day by day since registration opened. */
export function LinesChart(props: { data: LinePoint[]; palette: ChartPalette; names: { current: string; previous: string | null }; format: (n: number) => string }) {
  const { data, palette, names, format } = props;
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={palette.grid} />
        <XAxis dataKey="label" tick={tick(palette)} stroke={palette.grid} minTickGap={24} />
        <YAxis allowDecimals={false} tickFormatter={format} tick={tick(palette)} stroke={palette.grid} width={48} />
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12, color: palette.text }} />
        <Line type="monotone" dataKey="current" name={names.current} stroke={palette.primary} strokeWidth={2.5} dot={false} connectNulls={false} isAnimationActive={false} />
        {names.previous ? (
          <Line type="monotone" dataKey="previous" name={names.previous} stroke={palette.muted} strokeWidth={2} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
