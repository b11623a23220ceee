import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseBrowseState, updateBrowseParams, type BrowseState } from 'shared-domain/browse';

/**
 * The browse view (filters, sort, page) kept in the URL query: reading it parses the query,
 * changing it writes a new query (a history entry, so Back undoes a filter). Parameters the
 * view does not own, such as tracking tags, are kept.
 *
 * The router applies a new URL in a transition, so until it commits, the view shows the query
 * it asked for: a ticked box stays ticked at once, and a second click builds on the first.
 */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const current = pending && pending.from === params ? pending.next : params;
  const state = useMemo(() => parseBrowseState(current), [current]);
  const update = useCallback(
    (change: Partial<BrowseState>) => {
      const next = updateBrowseParams(current, change);
      setPending({ from: params, next });
      setParams(next);
    },
    [current, params, setParams],
  );
  /** A link to another page of the same view. */
  const hrefFor = useCallback((page: number) => `?${updateBrowseParams(current, { page }).toString()}`, [current]);
  return { state, update, hrefFor };
}
