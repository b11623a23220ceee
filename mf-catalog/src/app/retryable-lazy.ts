import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that can be loaded again after its code failed to arrive.
 * React.lazy keeps a failed import for good, so `current()` answers the same lazy component
 * until it has failed, then a new one: a routes tree mounted again (the host's Retry) loads the
 * page's code again, and one that loaded is never loaded twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): {
  current(): LazyExoticComponent<T>;
} {
  let failed = false;
  const make = () =>
    lazy<T>(() =>
      load().catch((err: unknown): never => {
        failed = true;
        throw err;
      }),
    );
  let component = make();
  return {
    current() {
      if (failed) {
        failed = false;
        component = make();
      }
      return component;
    },
  };
}
