/** The catalog's loads: shared-ui's resource hook. */
export { useResource, useLatestData, type Resource } from 'shared-ui/states';
