import { useCallback, useEffect, useState } from 'react';
import { ApiError } from 'shared-domain';
import { fetchContentPage, type StoredContentPage } from 'shared-domain/content';
import { useContentServices } from './content-services';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: StoredContentPage }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The stored page at `url`, loaded from the API; `retry` loads it again after an error. */
export function useContentPage(url: string): ContentPageState & { retry: () => void } {
  const { api } = useContentServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ContentPageState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchContentPage(api, url).then(
      (page) => live && setState({ status: 'ready', page }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: err instanceof Error ? err.message : 'The page could not be loaded.' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, url, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
