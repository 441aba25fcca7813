// The insights feature's public surface: the chart and table pieces the staff console reuses.
export { BarChart, ChartWithTable, FigureTable } from './bar-chart';
