/** `shared-ui/chart-boundary`: the error boundary around a chart, and the chart's framed box. */
export * from './chart-boundary';
export * from './chart-figure';
