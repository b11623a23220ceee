import { useEffect, useState, type ComponentType } from 'react';

export type LazyPart<P> = ComponentType<P> & {
  /** Starts fetching the part's code (e.g. when the pointer goes down on what opens it). */
  preload(): void;
};

/**
 * A part of a page the first screen does not show (a drawer, a dialog), fetched when it
 * first mounts and drawn once its code is here; until then it draws nothing. A failed fetch
 * is logged and forgotten, so the next mount (opening it again) fetches again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchPart = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Lazy(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Part) return undefined;
      let live = true;
      fetchPart().then(
        (part) => live && setPart(() => part),
        (error: unknown) => console.warn(`${what} could not load`, error),
      );
      return () => {
        live = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return Object.assign(Lazy, { preload: () => void fetchPart().catch(() => undefined) });
}
