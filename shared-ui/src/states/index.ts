/**
 * `shared-ui/states`: loading, empty and error states with Retry, the hook that loads a
 * resource, the frame of a data table, and a lazily fetched part (a drawer, a panel).
 */
export * from './states';
export * from './use-resource';
export * from './data-table';
export * from './lazy-part';
