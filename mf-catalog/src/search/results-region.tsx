import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

/** The page number of `?page=`; 1 for anything else. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * A ref for the top of a results list that follows `page`: when the page changes (not on the
 * first render), the list's top is scrolled into view and takes the focus, so whoever moved
 * on with the keyboard goes on from the first result rather than from the page's end.
 */
export function useResultsTop<T extends HTMLElement>(page: number) {
  const ref = useRef<T>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [page]);
  return ref;
}

/** The results of a search page: count, list and pages, as one region the page change lands on. */
export function ResultsRegion({ ref, children }: { ref: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <Region ref={ref} tabIndex={-1} aria-label="Results">
      {children}
    </Region>
  );
}

const Region = styled.section`
  /* Room for the site's fixed top bar (69 px) above the list once scrolled to. */
  scroll-margin-top: 88px;
  /* Focused by the page change, not by the user: the first result's link shows the focus next. */
  &:focus {
    outline: none;
  }
`;
