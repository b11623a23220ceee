import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import {
  checkContentPage, fetchContentPage, fetchContentVersion, listContentVersions, restoreContentVersion, saveContentPage,
  type ContentFieldError, type ContentKind, type ContentPage, type ContentSaveResult, type ContentVersion,
} from 'shared-domain/content';
import { errorText } from '../../app/error-text';
import { useResource } from '../../app/use-resource';
import { Button, Muted, SectionTitle } from '../../ui/primitives';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, narrow } from 'shared-ui';
import { emptyPage, isDirty, pageOf } from './content-draft';
import { ContentForm, type FieldErrors } from './content-form';
import { ContentPreview } from './content-preview';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${narrow} { grid-template-columns: minmax(0, 1fr); }
`;
const Sticky = styled.div`
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  ${narrow} { position: static; max-height: none; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
`;
const Message = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: 6px;
  color: ${(p) => (p.$tone === 'ok' ? color.success : color.danger)};
  background: ${(p) => (p.$tone === 'ok' ? '#eef8f1' : color.dangerSurface)};
  ul { margin: 6px 0 0; padding-left: 20px; }
`;
const Versions = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 8px 0; border-bottom: 1px solid ${color.line}; }
`;

type Notice = { tone: 'ok' | 'error'; text: string; problems?: ContentFieldError[] };

const when = (iso: string): string => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const byField = (errors: readonly ContentFieldError[]): FieldErrors => Object.fromEntries(errors.map((e) => [e.field, e.message]));

export type ContentEditorProps = {
  api: AxiosInstance;
  url: string;
  kind: ContentKind;
  routeTitle: string;
  /** Whether a page is stored at `url` (else the form starts empty). */
  exists: boolean;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** A 401: the session is gone. */
  onExpired: () => void;
};

/** One page's form with its live preview, save, and its versions with view and restore. */
export function ContentEditor({ api, url, kind, routeTitle, exists, onSaved, onDirtyChange, onExpired }: ContentEditorProps) {
  const [stored, setStored] = useState(exists);
  const [loaded, retryLoad] = useResource(stored ? `page#${url}` : null, () => fetchContentPage(api, url));
  const [versionsRev, setVersionsRev] = useState(0);
  const [versions, retryVersions] = useResource(stored ? `versions#${url}#${versionsRev}` : null, () => listContentVersions(api, url));
  const [saved, setSaved] = useState<ContentPage | null>(exists ? null : emptyPage(url, kind, routeTitle));
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
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const loadExpired = loaded.status === 'error' && loaded.error.status === 401;
  useEffect(() => {
    if (loadExpired) onExpired();
  }, [loadExpired, onExpired]);

  if (loaded.status === 'error') {
    return <ErrorState title={`Could not load ${url}`} message={errorText(loaded.error)} onRetry={retryLoad} />;
  }
  if (!draft || !saved) {
    return (
      <div aria-busy="true">
        <LoadingState label={`Loading ${url}…`} />
        <SkeletonBlock $height={48} aria-hidden="true" />
        <SkeletonBlock $height={240} aria-hidden="true" />
      </div>
    );
  }

  /** Takes a save's or restore's answer: the new version, or the refusal beside its fields. */
  const settle = (result: ContentSaveResult, done: string) => {
    if (result.ok) {
      setSaved(pageOf(result.page));
      setDraft(pageOf(result.page));
      setErrors({});
      setStored(true);
      setVersionsRev((n) => n + 1);
      setNotice({ tone: 'ok', text: `${done} Version ${result.page.version} is live on ${url}.` });
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

  const save = async () => {
    const check = checkContentPage(draft);
    if (!check.ok) {
      setErrors(byField(check.errors));
      setNotice({ tone: 'error', text: `Not saved: ${check.errors[0]!.message}`, problems: check.errors.length > 1 ? check.errors : undefined });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      settle(await saveContentPage(api, draft), 'Saved.');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const view = async (version: number) => {
    try {
      setViewing(await fetchContentVersion(api, url, version));
    } catch (err) {
      failed(err);
    }
  };

  const restore = async (version: number) => {
    const question = dirty
      ? `Restore version ${version}? Your unsaved changes will be lost, and version ${version} becomes the newest version.`
      : `Restore version ${version}? It becomes the newest version; the current one stays in the history.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      settle(await restoreContentVersion(api, url, version), `Version ${version} restored.`);
      setViewing(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Bar>
        <Button type="button" onClick={save} disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save'}</Button>
        <Button type="button" $variant="secondary" disabled={!dirty || busy} onClick={() => { setDraft(saved); setErrors({}); setNotice(null); }}>Discard changes</Button>
        <Muted style={{ margin: 0 }}>{dirty ? 'Unsaved changes' : stored ? 'No unsaved changes' : 'Not saved yet: this page is new'}</Muted>
        {stored && <a href={url} target="_blank" rel="noreferrer">Open {url}</a>}
      </Bar>
      {notice && (
        <Message $tone={notice.tone} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
          {notice.problems && (
            <ul>
              {notice.problems.map((p) => <li key={p.field}>{p.message}</li>)}
            </ul>
          )}
        </Message>
      )}
      <Columns>
        <ContentForm page={draft} errors={errors} update={(change) => setDraft((d) => (d ? change(d) : d))} />
        <Sticky>
          <SectionTitle>Live preview</SectionTitle>
          <ContentPreview page={draft} />
          <SectionTitle style={{ marginTop: 24 }}>Versions</SectionTitle>
          {!stored ? (
            <Muted>No versions yet: the first save makes version 1.</Muted>
          ) : versions.status === 'error' ? (
            <ErrorState title="Could not load the versions" message={errorText(versions.error)} onRetry={retryVersions} />
          ) : versions.status !== 'success' ? (
            <LoadingState label="Loading versions…" />
          ) : (
            <Versions aria-label="Versions">
              {versions.data.map((v, i) => (
                <li key={v.version}>
                  <span>
                    <strong>Version {v.version}</strong>{i === 0 && ' (live)'} · {v.savedBy ?? 'Seeded'} · {when(v.savedAt)}
                  </span>
                  <span style={{ display: 'flex', gap: 8 }}>
                    <Button type="button" $variant="ghost" onClick={() => view(v.version)} aria-label={`View version ${v.version}`}>View</Button>
                    {i > 0 && <Button type="button" $variant="secondary" disabled={busy} onClick={() => restore(v.version)} aria-label={`Restore version ${v.version}`}>Restore</Button>}
                  </span>
                </li>
              ))}
            </Versions>
          )}
          {viewing && (
            <section aria-label={`Version ${viewing.version}`} style={{ marginTop: 16 }}>
              <Bar>
                <strong>Version {viewing.version}, saved {when(viewing.savedAt)} by {viewing.savedBy ?? 'the seed'}</strong>
                <Button type="button" $variant="secondary" onClick={() => setViewing(null)}>Close</Button>
              </Bar>
              <ContentPreview page={viewing.page} label={`Preview of version ${viewing.version}`} />
            </section>
          )}
        </Sticky>
      </Columns>
    </div>
  );
}
