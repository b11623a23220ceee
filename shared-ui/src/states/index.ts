/** `shared-ui/states`: loading, empty and error states with Retry. */
export * from './states';
