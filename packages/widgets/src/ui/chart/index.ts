// The shared chart (issue 12): @nivo/line behind a lazy import, with a "Show as table" view.
export { Chart } from './Chart';
export type { ChartPoint, ChartProps, ChartSeries, ChartX, ChartY } from './types';
