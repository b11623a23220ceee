import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { color, focusRing } from 'shared-ui';

/**
 * The host page's header is fixed (69px high, 64.5px on a phone) and covers the top of the
 * viewport; what is scrolled to the top stops this far below it.
 */
const BELOW_HOST_HEADER_PX = 96;

const Box = styled.div`
  scroll-margin-top: ${BELOW_HOST_HEADER_PX}px;
  border: 2px solid ${color.danger};
  border-radius: 8px;
  background: ${color.dangerSurface};
  padding: 16px 20px;
  margin: 0 0 24px;
  ${focusRing}
  h2 {
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${color.danger};
    font-weight: 600;
  }
`;

/** A problem and the id of the control it is about. */
export type SummaryItem = { target: string; message: string };

/**
 * The list of a brief's problems, each a link to its field. Every refused send (`attempt`
 * grows) moves focus and the view to it, as it may be far above the button; focus does not
 * scroll by itself, and the scroll margin keeps the list below the host's fixed header.
 */
export function BriefErrorSummary({ items, attempt }: { items: readonly SummaryItem[]; attempt: number }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!attempt) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [attempt]);
  if (!items.length) return null;
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{items.length === 1 ? 'There is a problem with the brief' : `There are ${items.length} problems with the brief`}</h2>
      <ul>
        {items.map((s) => (
          <li key={`${s.target}-${s.message}`}>
            <a
              href={`#${s.target}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(s.target)?.focus();
              }}
            >
              {s.message}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
