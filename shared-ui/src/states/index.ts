/**
 * `shared-ui/states`: loading, empty and error states with Retry, the hook that loads a
 * resource, the frame of a data table, a lazily fetched part (a drawer, a panel), and label–value facts.
 */
export * from './states';
export * from './use-resource';
export * from './data-table';
export * from './lazy-part';
export * from './facts';
