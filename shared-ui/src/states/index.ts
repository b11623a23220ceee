/**
 * `shared-ui/states`: loading, empty and error states with Retry, the hook that loads a
 * resource, the frame of a data table, and the render of a remote's standalone page.
 */
export * from './states';
export * from './use-resource';
export * from './data-table';
export * from './standalone-page';
