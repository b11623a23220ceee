import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import styled from 'styled-components';
import { ErrorState } from 'shared-ui/states';
import { mobile } from 'shared-ui';

/** Reserves the section's usual height, so nothing below moves when it arrives. */
const Slot = styled.div<{ $min: number; $minMobile: number }>`
  min-height: ${(p) => p.$min}px;
  ${mobile} {
    min-height: ${(p) => p.$minMobile}px;
  }
`;

/** One attempt at the section's code: asked for once opened (at once on the server); `loaded` once it came. */
type Gate = { code: Promise<ComponentType | null>; open: () => void; loaded: ComponentType | null };

/** True while rendering on the server: no document, and no effect will ever run. */
const onServer = () => typeof document === 'undefined';

function gateFor(load: () => Promise<ComponentType>): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate: Gate = {
    // A failure is null here (the section shows Retry beside it), never a rejection a render would throw.
    code: opened.then(load).then(
      (c) => {
        gate.loaded = c;
        return c;
      },
      () => null,
    ),
    open,
    loaded: null,
  };
  if (onServer()) open();
  return gate;
}

const noSubscription = () => () => undefined;

/**
 * The section: its code once here. On the server, and while the browser hydrates the server's
 * markup, it waits for the code (suspends), so the server's render carries the section and the
 * browser leaves that markup alone, unhydrated, until the code comes.
 */
function Section({ code: Code, gate }: { code: ComponentType | null; gate: Gate }) {
  const fromServer = useSyncExternalStore(noSubscription, () => false, () => true);
  if (Code) return <Code />;
  if (!fromServer) return null;
  const Loaded = gate.loaded ?? use(gate.code);
  return Loaded ? <Loaded /> : null;
}

/**
 * A part of the home page whose code loads only when it comes within `margin` of the
 * viewport (at once where IntersectionObserver is missing), so the first route carries the
 * hero and the categories and not what lies below the fold. A failed load offers Retry.
 * The server's render waits for the code (and the data the part asks for), so the first HTML
 * carries the whole section, which hydrates once its code has come.
 */
export function LazySection({ load, min, minMobile = min, margin = 200 }: {
  load: () => Promise<ComponentType>;
  /** Height reserved before the code arrives, px (desktop, and phones). */
  min: number;
  minMobile?: number;
  margin?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  // Kept here, outside the boundary: a part that suspends before it first mounts keeps no state of its own.
  const [gate, setGate] = useState(() => gateFor(load));

  useEffect(() => {
    let live = true;
    void gate.code.then((c) => {
      if (!live) return;
      if (c) setPart(() => c);
      else setFailed(true);
    });
    const el = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !el) {
      gate.open();
      return () => {
        live = false;
      };
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect();
        gate.open();
      }
    }, { rootMargin: `${margin}px 0px` });
    seen.observe(el);
    return () => {
      live = false;
      seen.disconnect();
    };
  }, [gate, margin]);

  return (
    <Slot ref={ref} $min={min} $minMobile={minMobile}>
      <Suspense fallback={null}>
        <Section code={Part} gate={gate} />
      </Suspense>
      {failed && !Part ? (
        <ErrorState
          title="Could not load this part of the page."
          message="Check your connection and try again."
          onRetry={() => {
            setFailed(false);
            setGate(gateFor(load));
          }}
        />
      ) : null}
    </Slot>
  );
}
