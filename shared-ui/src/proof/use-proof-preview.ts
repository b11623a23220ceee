import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { useRuntime } from 'shared-ui';
import { asBlob } from '../booking/order-api';

/** A preview image as the page may show it: `src` an object URL once its bytes are in. */
export type ProofPreviewState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; src: string }
  | { status: 'failed' };

/**
 * A path the server names (`/proofs/{id}/preview`), as the client asks it: a path on service B
 * may come with the service's own prefix (`/campaign-api/proofs/…`), which the client's base adds.
 */
export function servicePath(api: Pick<AxiosInstance, 'defaults'>, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = api.defaults.baseURL ?? '';
  const prefix = base.replace(/^https?:\/\/[^/]+/i, '').replace(/\/$/, '');
  return prefix && url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
}

/** GET a proof's preview with the session's token (an `<img src>` could not send it): a JPEG blob. */
export async function fetchProofPreview(api: AxiosInstance, url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await api.get<unknown>(servicePath(api, url), { responseType: 'blob', headers: { Accept: 'image/jpeg' }, callKind: 'upload', signal });
  return asBlob(res.data, 'image/jpeg');
}

/**
 * A proof's preview (`previewUrl`, null for files that are not images) fetched with the token
 * as a blob and shown through an object URL, which is revoked when the URL changes or the
 * component unmounts.
 */
export function useProofPreview(url: string | null): ProofPreviewState {
  const api = useRuntime().api.serviceB;
  const [state, setState] = useState<ProofPreviewState>(url ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'none' });
      return undefined;
    }
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    fetchProofPreview(api, url, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        if (typeof URL.createObjectURL !== 'function') {
          setState({ status: 'failed' });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      },
      () => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url]);
  return state;
}
