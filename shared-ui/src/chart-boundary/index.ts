/** `shared-ui/chart-boundary`: the error boundary around a chart. */
export * from './chart-boundary';
