import { useResource as useSharedResource, type OptionalResource } from 'shared-ui/states';

/** A dashboard load: idle while its key is null (signed out), else loading, failed or done. */
export type Resource<T> = OptionalResource<T>;

/** shared-ui's resource hook, typed for the dashboard's keys, which may be null. */
export const useResource: <T>(key: string | null, load: () => Promise<T>) => [Resource<T>, () => void] = useSharedResource;
