import { useEffect, useRef, useState, type ComponentType } from 'react';
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

/**
 * A part of the home page whose code loads only when it comes within `margin` of the
 * viewport (at once where IntersectionObserver is missing), so the first route carries the
 * hero and the categories and not what lies below the fold. A failed load offers Retry.
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
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const start = () =>
      load().then(
        (c) => live && setPart(() => c),
        () => live && setFailed(true),
      );
    const el = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !el) {
      void start();
      return () => {
        live = false;
      };
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect();
        void start();
      }
    }, { rootMargin: `${margin}px 0px` });
    seen.observe(el);
    return () => {
      live = false;
      seen.disconnect();
    };
  }, [load, margin, attempt]);

  return (
    <Slot ref={ref} $min={min} $minMobile={minMobile}>
      {Part ? <Part /> : null}
      {failed && !Part ? (
        <ErrorState
          title="Could not load this part of the page."
          message="Check your connection and try again."
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
    </Slot>
  );
}
