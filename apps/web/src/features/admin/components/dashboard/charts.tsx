import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import { useEffect, useRef } from 'react';

/*
 * The dashboard's charts, drawn by Chart.js (docs/decisions/028-dashboard-charts.md). This module
 * is the only one that imports it, and the page loads it with React.lazy, so the library is a
 * chunk of its own that only the dashboard fetches; only the controllers and scales drawn here
 * are registered, so the rest of the library is shaken out of that chunk. A chart is a picture for
 * the eye and the mouse: its figure's caption, text summary and "show as table"
 * (chart-figure.tsx) carry the same figures and links to screen readers and keyboards, so the
 * canvas itself is hidden from them.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

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
const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Each bar's value written at its end, as a reader of a bar chart looks for it. */
const valueLabels = (format: (n: number) => string, colour: string): Plugin<'bar'> => ({
  id: 'laurelValueLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = colour;
    ctx.font = `12px ${fontFamily()}`;
    ctx.textBaseline = 'middle';
    const values = chart.data.datasets[0]?.data ?? [];
    for (const [i, bar] of chart.getDatasetMeta(0).data.entries()) {
      ctx.fillText(format(Number(values[i])), bar.x + 6, bar.y);
    }
    ctx.restore();
  },
});

/** The typeface the page gives the canvas (a canvas draws text in its own default, a serif, otherwise). */
let pageFont = 'system-ui, sans-serif';
const fontFamily = () => pageFont;

/**
 * Draws a Chart.js chart on a canvas and redraws it when its configuration changes. A browser
 * without a 2D context (none that the site supports; jsdom in the page tests) draws nothing, and
 * the figure's summary and table still say it all.
 */
/** `figures`: what the chart shows, with a formatted number that tells the reader's language. */
function useChart<T extends 'bar' | 'line'>(make: () => ChartConfiguration<T>, figures: unknown) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Drawn again only when what it shows changes (its figures, names and colours as text), not
  // at every render of the page around it; the latest `make` is kept for that moment.
  const latest = useRef(make);
  latest.current = make;
  const shown = JSON.stringify(figures);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !canvas.current) return;
    pageFont = getComputedStyle(canvas.current).fontFamily || pageFont;
    Chart.defaults.font.family = pageFont;
    const chart = new Chart(context, latest.current());
    return () => chart.destroy();
  }, [shown]);
  return canvas;
}

interface ClickableProps {
  data: Datum[];
  palette: ChartPalette;
  format: (n: number) => string;
  onOpen: (href: string) => void;
}

/** A click on a bar opens its list; the pointer says the bar can be clicked. */
const clickable = (data: Datum[], onOpen: (href: string) => void) => ({
  onClick: (_: unknown, elements: { index: number }[]) => {
    const hit = elements[0];
    if (hit) onOpen(data[hit.index]!.href);
  },
  onHover: (event: { native: Event | null }, elements: unknown[]) => {
    const target = event.native?.target;
    if (target instanceof HTMLElement) target.style.cursor = elements.length ? 'pointer' : 'default';
  },
});

const axis = (palette: ChartPalette) => ({ ticks: { color: palette.text, font: { size: 12 } }, grid: { color: palette.grid }, border: { color: palette.grid } });

/** Horizontal bars, one per row, long labels cut short; a click opens the bar's list. */
export function BarsChart(props: ClickableProps & { axisFormat?: (n: number) => string; labelWidth?: number }) {
  const { data, palette, format, onOpen } = props;
  const chars = Math.floor((props.labelWidth ?? 120) / 7);
  const canvas = useChart<'bar'>(
    () => ({
      type: 'bar',
      data: { labels: data.map((d) => short(d.label, chars)), datasets: [{ data: data.map((d) => d.value), backgroundColor: palette.primary, borderRadius: 3, maxBarThickness: 22 }] },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        // Room at the right for the longest value written past its bar.
        layout: { padding: { right: Math.max(...data.map((d) => format(d.value).length), 1) * 7 + 8 } },
        scales: {
          x: { ...axis(palette), beginAtZero: true, ticks: { ...axis(palette).ticks, precision: 0, callback: (v) => (props.axisFormat ?? format)(Number(v)) } },
          y: { ...axis(palette), grid: { display: false } },
        },
        plugins: { legend: { display: false }, tooltip: { callbacks: { title: (items) => data[items[0]?.dataIndex ?? 0]?.label ?? '', label: (item) => format(Number(item.raw)) } } },
        ...clickable(data, onOpen),
      },
      plugins: [valueLabels(format, palette.text)],
    }),
    [data, palette, chars, format(1234.5)],
  );
  return (
    <div style={{ position: 'relative', height: data.length * ROW + 40 }}>
      <canvas ref={canvas} />
    </div>
  );
}

/** Columns by day (money may be negative on a day of refunds); a click opens that day's list. */
export function ColumnsChart(props: ClickableProps & { negative: string }) {
  const { data, palette, format, onOpen } = props;
  const canvas = useChart<'bar'>(
    () => ({
      type: 'bar',
      data: {
        labels: data.map((d) => d.label),
        datasets: [{ data: data.map((d) => d.value), backgroundColor: data.map((d) => (d.value < 0 ? props.negative : palette.primary)), borderRadius: 2, maxBarThickness: 28 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { ...axis(palette), grid: { display: false } }, y: { ...axis(palette), ticks: { ...axis(palette).ticks, callback: (v) => format(Number(v)) } } },
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => format(Number(item.raw)) } } },
        ...clickable(data, onOpen),
      },
    }),
    [data, palette, format(1234.5)],
  );
  return (
    <div style={{ position: 'relative', height: 240 }}>
      <canvas ref={canvas} />
    </div>
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
  const canvas = useChart<'line'>(
    () => ({
      type: 'line',
      data: {
        labels: data.map((d) => d.label),
        datasets: [
          { label: names.current, data: data.map((d) => d.current), borderColor: palette.primary, backgroundColor: palette.primary, borderWidth: 2.5, pointRadius: 0, tension: 0.25 },
          ...(names.previous
            ? [{ label: names.previous, data: data.map((d) => d.previous), borderColor: palette.muted, backgroundColor: palette.muted, borderWidth: 2, borderDash: [6, 4], pointRadius: 0, tension: 0.25 }]
            : []),
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { ...axis(palette), grid: { display: false }, ticks: { ...axis(palette).ticks, maxRotation: 0, autoSkipPadding: 16 } },
          y: { ...axis(palette), beginAtZero: true, ticks: { ...axis(palette).ticks, precision: 0, callback: (v) => format(Number(v)) } },
        },
        plugins: {
          legend: { labels: { color: palette.text, boxWidth: 24, boxHeight: 2 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
        },
      },
    }),
    [data, palette, names, format(1234.5)],
  );
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} />
    </div>
  );
}
