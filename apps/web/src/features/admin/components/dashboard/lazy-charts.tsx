import { lazy } from 'react';

/*
 * The charts through React.lazy: one dynamic import of charts.tsx, so Recharts arrives as its own
 * chunk when the dashboard first draws a chart, never with the console's pages or the public site
 * (docs/decisions/028-dashboard-charts.md, apps/web/src/app/README.md#front-end-weight).
 */
const load = () => import('./charts.tsx');
export const LazyBarsChart = lazy(() => load().then((m) => ({ default: m.BarsChart })));
export const LazyColumnsChart = lazy(() => load().then((m) => ({ default: m.ColumnsChart })));
export const LazyLinesChart = lazy(() => load().then((m) => ({ default: m.LinesChart })));
