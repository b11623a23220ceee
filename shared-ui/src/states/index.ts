/**
 * `shared-ui/states`: loading, empty and error states with Retry, the hook that loads a
 * resource, and the frame of a data table.
 */
export * from './states';
export * from './use-resource';
export * from './data-table';
