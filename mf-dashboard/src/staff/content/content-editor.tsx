import styled from 'styled-components';
import { errorText } from '../../app/error-text';
import { Button, Muted, SectionTitle } from '../../ui/primitives';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, narrow } from 'shared-ui';
import { ContentForm } from './content-form';
import { ContentPreview } from './content-preview';
import { Bar, ContentVersions, VersionView } from './content-versions';
import { useContentEditor, type ContentEditorProps } from './use-content-editor';

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
const Message = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: 6px;
  color: ${(p) => (p.$tone === 'ok' ? color.success : color.danger)};
  background: ${(p) => (p.$tone === 'ok' ? color.successSurface : color.dangerSurface)};
  ul { margin: 6px 0 0; padding-left: 20px; }
`;


/** One page's form with its live preview, save, and its versions with view and restore. */
export function ContentEditor(props: ContentEditorProps) {
  const { url, organizationId } = props;
  const e = useContentEditor(props);
  const { loaded, draft, saved, notice, busy, dirty, stored, versions, viewing } = e;

  if (loaded.status === 'error') {
    return <ErrorState title={`Could not load ${url}`} message={errorText(loaded.error)} onRetry={e.retryLoad} />;
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

  return (
    <div>
      <Bar>
        <Button type="button" onClick={e.save} disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save'}</Button>
        <Button type="button" $variant="secondary" disabled={!dirty || busy} onClick={e.discard}>Discard changes</Button>
        <Muted style={{ margin: 0 }}>
          {dirty ? 'Unsaved changes' : stored ? 'No unsaved changes' : organizationId ? "The site's text: your first save makes it your own" : 'Not saved yet: this page is new'}
        </Muted>
        {e.overridden && <Button type="button" $variant="secondary" disabled={busy} onClick={() => void e.removeOwn()}>Use the site&apos;s text</Button>}
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
        <ContentForm page={draft} errors={e.errors} update={(change) => e.setDraft((d) => (d ? change(d) : d))} />
        <Sticky>
          <SectionTitle>Live preview</SectionTitle>
          <ContentPreview page={draft} />
          <SectionTitle style={{ marginTop: 24 }}>Versions</SectionTitle>
          {!stored ? (
            <Muted>No versions yet: the first save makes version 1.</Muted>
          ) : versions.status === 'error' ? (
            <ErrorState title="Could not load the versions" message={errorText(versions.error)} onRetry={e.retryVersions} />
          ) : versions.status !== 'success' ? (
            <LoadingState label="Loading versions…" />
          ) : (
            <ContentVersions versions={versions.data} busy={busy} onView={(v) => void e.view(v)} onRestore={(v) => void e.restore(v)} />
          )}
          {viewing && <VersionView version={viewing} onClose={() => e.setViewing(null)} />}
        </Sticky>
      </Columns>
    </div>
  );
}
