import { useEffect, useState, type ComponentType } from 'react';
import { retryableLazy } from 'shared-ui';

export type LazyPart<P> = ComponentType<P> & {
  /** Starts fetching the part's code (e.g. when the pointer goes down on what opens it). */
  preload(): void;
};

/**
 * A part of a page the first screen does not show (a drawer, a dialog), fetched when it
 * first mounts and drawn once its code is here; until then it draws nothing (no Suspense, no
 * error boundary). Its code loads through `retryableLazy`, as pages and retryingComponent do:
 * a failed fetch is logged and forgotten, so the next mount (opening it again) fetches again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string): LazyPart<P> {
  const code = retryableLazy(() => load().then((part) => ({ default: part })));
  const loaded = (): ComponentType<P> | undefined => code.loaded() ?? undefined;

  function Lazy(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(loaded);
    useEffect(() => {
      if (Part) return undefined;
      let live = true;
      (code.preload() ?? Promise.resolve()).then(
        () => live && setPart(loaded),
        (error: unknown) => console.warn(`${what} could not load`, error),
      );
      return () => {
        live = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return Object.assign(Lazy, { preload: () => void code.preload()?.catch(() => undefined) });
}
