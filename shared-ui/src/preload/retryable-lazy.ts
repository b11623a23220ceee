import { createElement, lazy, Suspense, useState, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export type RetryableLazy<T extends ComponentType<any>> = {
  /** The component to mount now: the loaded one itself once `preload` has finished, else a lazy one. */
  current(): T | LazyExoticComponent<T>;
  /**
   * Loads the code now, so the next `current()` is the component itself: a page hydrating the
   * server's markup renders at once instead of suspending (and React keeping that part
   * unhydrated). Nothing (undefined) when it is loaded already.
   */
  preload(): Promise<void> | undefined;
  /** The component once its code is here, else null (nothing is asked for). */
  loaded(): T | null;
};

/**
 * A lazily loaded component that can be loaded again after its code failed to arrive.
 * React.lazy keeps a failed import for good, so `current()` answers the same lazy component
 * until it has failed, then a new one: a routes tree mounted again (the host's Retry) loads the
 * code again, and code that loaded is never loaded twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): RetryableLazy<T> {
  let failed = false;
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  // One load at a time, shared by the lazy component and preload; a failure is forgotten for the next try.
  const once = () => {
    loading ??= load().then(
      (mod) => {
        loaded = mod.default;
        return mod;
      },
      (err: unknown): never => {
        failed = true;
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  const make = () => lazy<T>(once);
  let component = make();
  return {
    current() {
      if (loaded) return loaded;
      if (failed) {
        failed = false;
        component = make();
      }
      return component;
    },
    preload: () => (loaded ? undefined : once().then(() => undefined)),
    loaded: () => loaded,
  };
}

/** A retrying component's props: the loaded component's, and what shows while its code arrives. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export type RetryingProps<T extends ComponentType<any>> = ComponentProps<T> & { fallback?: ReactNode };

/**
 * A component whose code loads when it first renders (showing `fallback` meanwhile), on
 * `retryableLazy`: code that failed to arrive reaches the nearest error boundary, and that
 * boundary's Retry (a new mount) asks for it again. Unlike React.lazy, it never stays failed,
 * and unlike a lazy component made again on every render, it never asks in a loop.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function retryingComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<RetryingProps<T>> {
  const code = retryableLazy(load);
  function Retrying({ fallback = null, ...props }: RetryingProps<T>) {
    // Taken once per mount, and kept while the code arrives (this component commits, its Suspense inside shows the fallback).
    const [Component] = useState(() => code.current() as ComponentType<ComponentProps<T>>);
    return createElement(Suspense, { fallback }, createElement(Component, props as ComponentProps<T>));
  }
  return Retrying;
}
