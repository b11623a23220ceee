import type { AxiosInstance } from 'axios';
import { useEffect, useState } from 'react';
import { toApiError } from 'shared-domain';
import {
  checkContentPage, fetchContentSource, fetchContentVersion, listContentVersions, removeContentOverride, restoreContentVersion, saveContentPage,
  type ContentFieldError, type ContentKind, type ContentPage, type ContentSaveResult, type ContentVersion,
} from 'shared-domain/content';
import { errorText } from '../../app/error-text';
import { useResource } from '../../app/use-resource';
import { emptyPage, isDirty, pageOf } from './content-draft';
import type { FieldErrors } from './content-form';

/** What the last save, restore or refusal said, with each field's problem when there were several. */
export type Notice = { tone: 'ok' | 'error'; text: string; problems?: ContentFieldError[] };

const byField = (errors: readonly ContentFieldError[]): FieldErrors => Object.fromEntries(errors.map((e) => [e.field, e.message]));

export type ContentEditorProps = {
  api: AxiosInstance;
  url: string;
  kind: ContentKind;
  routeTitle: string;
  /** Whether a page is stored at `url` (else the form starts empty); for an organisation, whether it has its own text there. */
  exists: boolean;
  /**
   * The organisation whose own text of the page is edited (shown on its host only; without one
   * yet, the form starts from the site's text); absent: the site's text.
   */
  organizationId?: string | null;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** A 401: the session is gone. */
  onExpired: () => void;
};

/** The browser asks before leaving while there are unsaved changes. */
function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * One content page's editing state: the stored page and its versions, the draft and whether
 * it differs (the browser warns before leaving then), and save, discard, view and restore.
 */
export function useContentEditor({ api, url, kind, routeTitle, exists, organizationId = null, onSaved, onDirtyChange, onExpired }: ContentEditorProps) {
  const scope = { organizationId };
  const [stored, setStored] = useState(exists);
  // An organisation's page always has a text to start from: its own, or the site's.
  const [loaded, retryLoad] = useResource(stored || organizationId ? `source#${organizationId ?? ''}#${url}` : null, () => fetchContentSource(api, url, scope));
  const [versionsRev, setVersionsRev] = useState(0);
  const [versions, retryVersions] = useResource(stored ? `versions#${organizationId ?? ''}#${url}#${versionsRev}` : null, () => listContentVersions(api, url, scope));
  const [saved, setSaved] = useState<ContentPage | null>(exists || organizationId ? null : emptyPage(url, kind, routeTitle));
  const [draft, setDraft] = useState<ContentPage | null>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<ContentVersion | null>(null);

  useEffect(() => {
    if (loaded.status === 'success' && saved === null) {
      setSaved(pageOf(loaded.data));
      setDraft(pageOf(loaded.data));
    }
  }, [loaded, saved]);

  const dirty = !!draft && !!saved && isDirty(draft, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLeaveWarning(dirty);

  const loadExpired = loaded.status === 'error' && loaded.error.status === 401;
  useEffect(() => {
    if (loadExpired) onExpired();
  }, [loadExpired, onExpired]);

  /** Takes a save's or restore's answer: the new version, or the refusal beside its fields. */
  const settle = (result: ContentSaveResult, done: string) => {
    if (result.ok) {
      setSaved(pageOf(result.page));
      setDraft(pageOf(result.page));
      setErrors({});
      setStored(true);
      setVersionsRev((n) => n + 1);
      setNotice({ tone: 'ok', text: `${done} Version ${result.page.version} is live on ${url}${organizationId ? " on your organisation's host" : ''}.` });
      onSaved();
    } else {
      setErrors(byField(result.fields));
      setNotice({ tone: 'error', text: `Not saved: ${result.message}`, problems: result.fields.length > 1 ? result.fields : undefined });
    }
  };
  const failed = (err: unknown) => {
    const error = toApiError(err);
    if (error.status === 401) onExpired();
    setNotice({ tone: 'error', text: `Not saved: ${errorText(error)}` });
  };

  /** Runs a save, restore or removal with the buttons busy; a failure is told. */
  const busyWhile = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    const check = checkContentPage(draft);
    if (!check.ok) {
      setErrors(byField(check.errors));
      setNotice({ tone: 'error', text: `Not saved: ${check.errors[0]!.message}`, problems: check.errors.length > 1 ? check.errors : undefined });
      return;
    }
    setNotice(null);
    await busyWhile(async () => settle(await saveContentPage(api, draft, scope), 'Saved.'));
  };

  const view = async (version: number) => {
    try {
      setViewing(await fetchContentVersion(api, url, version, scope));
    } catch (err) {
      failed(err);
    }
  };

  const restore = async (version: number) => {
    const question = dirty
      ? `Restore version ${version}? Your unsaved changes will be lost, and version ${version} becomes the newest version.`
      : `Restore version ${version}? It becomes the newest version; the current one stays in the history.`;
    if (!window.confirm(question)) return;
    await busyWhile(async () => {
      settle(await restoreContentVersion(api, url, version, scope), `Version ${version} restored.`);
      setViewing(null);
    });
  };

  /** An organisation's own text removed: its host shows the site's text again (the versions stay). */
  const removeOwn = async () => {
    if (!organizationId || !window.confirm(`Remove your own text of ${url}? Your host shows the site's text again; your versions stay.`)) return;
    await busyWhile(async () => {
      await removeContentOverride(api, url, organizationId);
      const site = pageOf(await fetchContentSource(api, url, scope));
      setStored(false);
      setSaved(site);
      setDraft(site);
      setErrors({});
      setNotice({ tone: 'ok', text: `Removed. ${url} shows the site's text on your host again.` });
      onSaved();
    });
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setNotice(null);
  };

  return { loaded, retryLoad, removeOwn, overridden: !!organizationId && stored, versions, retryVersions, stored, saved, draft, setDraft, errors, notice, busy, viewing, setViewing, dirty, save, discard, view, restore };
}
