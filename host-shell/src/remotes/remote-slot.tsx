import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import type { ComponentRemoteId, RemoteModules, RemotePropsOf } from './contracts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { failureMessage, REMOTE_LABELS } from './remote-labels';
import { useLoadedRemote, useRemoteFailure, useRemoteLoader } from './remote-loader-context';

type RemoteModuleOf<K extends ComponentRemoteId> = RemoteModules[K];

export type SlotFallback = { message: string; retry: () => void; error: unknown };

type PropsField<K extends ComponentRemoteId> = object extends RemotePropsOf<K>
  ? { props?: RemotePropsOf<K> }
  : { props: RemotePropsOf<K> };

export type RemoteSlotProps<K extends ComponentRemoteId> = {
  id: K;
  /** Names the part in the fallback ("The bag"); defaults by id. */
  label?: string;
  /** Replaces the default loading state. */
  loading?: ReactNode;
  /** Replaces the default fallback (e.g. a quiet one for sign-in). */
  renderFallback?: (f: SlotFallback) => ReactNode;
  /** Called once the remote component has mounted (after its own effects ran). */
  onReady?: () => void;
  /**
   * Runs on the loaded module before it first renders (the route's page code: the page then
   * renders at once, so a hydration covers all of it); its failure is ignored (the page shows its own).
   */
  prepare?: (mod: RemoteModuleOf<K>) => Promise<void> | undefined;
  /** Called when the remote failed to load or render (its fallback is on screen). */
  onFailed?: () => void;
  /**
   * A failure is forgotten when this changes (the page's path): going to another page tries the
   * remote again instead of showing the old failure there.
   */
  resetKey?: string;
} & PropsField<K>;

/**
 * Renders a component a remote exposes, lazily, inside its own error boundary and
 * Suspense. Retry builds a new lazy component, so the loader is asked again.
 */
export function RemoteSlot<K extends ComponentRemoteId>(slot: RemoteSlotProps<K>) {
  const { id, loading, renderFallback, onReady, onFailed, resetKey, prepare } = slot;
  const label = slot.label ?? REMOTE_LABELS[id];
  const props = (slot as { props?: RemotePropsOf<K> }).props;
  const [attempt, setAttempt] = useState(0);
  const reportFailure = useRemoteFailure();

  const retry = () => setAttempt((n) => n + 1);
  // The resetKey the last failure happened at (null: no failure shown).
  const [failedAt, setFailedAt] = useState<string | null>(null);
  useEffect(() => {
    if (failedAt !== null && resetKey !== undefined && resetKey !== failedAt) {
      setFailedAt(null);
      setAttempt((n) => n + 1);
    }
  }, [resetKey, failedAt]);
  const fallback = (error: unknown) => {
    const f = { message: failureMessage(label), retry, error };
    return renderFallback ? renderFallback(f) : <SlotError {...f} />;
  };

  // A new key per retry: the boundary and the lazy component below it start again, so the loader is asked again.
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback} onError={(error) => { setFailedAt(resetKey ?? ''); reportFailure(id, error); onFailed?.(); }}>
      <LazyRemote id={id} props={props} loading={loading ?? <SlotLoading label={label} />} onReady={onReady} prepare={prepare} />
    </RemoteErrorBoundary>
  );
}

type RemoteModule<K extends ComponentRemoteId> = { default?: ComponentType<RemotePropsOf<K>> } | null | undefined;

function hasComponent<K extends ComponentRemoteId>(mod: RemoteModule<K>): mod is { default: ComponentType<RemotePropsOf<K>> } {
  return typeof mod?.default === 'function' || typeof mod?.default === 'object';
}

/** The remote's component, loaded lazily once per mount, inside Suspense. */
function LazyRemote<K extends ComponentRemoteId>({ id, props, loading, onReady, prepare }: {
  id: K;
  props: RemotePropsOf<K> | undefined;
  loading: ReactNode;
  onReady?: () => void;
  prepare?: (mod: RemoteModuleOf<K>) => Promise<void> | undefined;
}) {
  const load = useRemoteLoader();
  const peek = useLoadedRemote();
  // The first one given: the lazy component below is made once per mount.
  const prepareFirst = useRef(prepare).current;
  // A module loaded already (the server's render, the page's hydration) renders at once.
  const Remote = useMemo(
    () => {
      const ready = peek(id) as RemoteModule<K> | undefined;
      if (ready && hasComponent(ready)) {
        // Loaded, but its page's code may still be on its way: wait for it (once) before the first render.
        const pending = prepareFirst?.(ready as RemoteModuleOf<K>);
        if (!pending) return ready.default;
        const Ready = ready.default;
        return lazy(() => pending.catch(() => undefined).then(() => ({ default: Ready })));
      }
      return lazy(async () => {
        const loaded = await load(id);
        await prepareFirst?.(loaded as RemoteModuleOf<K>)?.catch(() => undefined);
        const mod = loaded as RemoteModule<K>;
        if (!hasComponent(mod)) throw new Error(`${id} has no default component export`);
        return { default: mod.default };
      });
    },
    [load, peek, id, prepareFirst],
  );
  return (
    <Suspense fallback={loading}>
      <Remote {...((props ?? {}) as RemotePropsOf<K> & object)} />
      {onReady && <ReadySignal onReady={onReady} />}
    </Suspense>
  );
}

/** Its effect runs after the earlier sibling's (the remote's) effects. */
function ReadySignal({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

export function SlotLoading({ label }: { label: string }) {
  return (
    <Skeleton role="status" aria-busy="true" aria-label={`${label} is loading`}>
      <span>Loading…</span>
    </Skeleton>
  );
}

export function SlotError({ message, retry }: SlotFallback) {
  return (
    <ErrorBox role="alert">
      <p>{message}</p>
      <Button type="button" onClick={retry}>
        Retry
      </Button>
    </ErrorBox>
  );
}

const Skeleton = styled.div`
  min-height: 120px;
  margin: 16px;
  border-radius: 8px;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${color.muted};
  background: linear-gradient(90deg, ${color.canvas} 25%, ${color.shade} 37%, ${color.canvas} 63%) 0 0 / 400% 100%;
  animation: mm-shimmer 1.4s ease infinite;
  @keyframes mm-shimmer {
    from { background-position: 100% 50%; }
    to { background-position: 0 50%; }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const ErrorBox = styled.div`
  margin: 16px;
  padding: 16px;
  border: 1px solid ${color.line};
  border-left: 4px solid ${color.danger};
  border-radius: 6px;
  background: ${color.surface};
  display: flex;
  gap: 16px;
  align-items: center;
  flex-wrap: wrap;
  p { margin: 0; }
`;
