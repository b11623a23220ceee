import styled from 'styled-components';
import type { ContentVersion, ContentVersionInfo } from 'shared-domain/content';
import { Button } from '../../ui/primitives';
import { color } from 'shared-ui';
import { ContentPreview } from './content-preview';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 8px 0; border-bottom: 1px solid ${color.line}; }
`;

/** A row of buttons and words above a preview. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
`;

const when = (iso: string): string => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A page's saved versions, newest (live) first, each to view and (older ones) restore. */
export function ContentVersions({
  versions, busy, onView, onRestore,
}: {
  versions: readonly ContentVersionInfo[];
  busy: boolean;
  onView: (version: number) => void;
  onRestore: (version: number) => void;
}) {
  return (
    <List aria-label="Versions">
      {versions.map((v, i) => (
        <li key={v.version}>
          <span>
            <strong>Version {v.version}</strong>{i === 0 && ' (live)'} · {v.savedBy ?? 'Seeded'} · {when(v.savedAt)}
          </span>
          <span style={{ display: 'flex', gap: 8 }}>
            <Button type="button" $variant="ghost" onClick={() => onView(v.version)} aria-label={`View version ${v.version}`}>View</Button>
            {i > 0 && <Button type="button" $variant="secondary" disabled={busy} onClick={() => onRestore(v.version)} aria-label={`Restore version ${v.version}`}>Restore</Button>}
          </span>
        </li>
      ))}
    </List>
  );
}

/** One earlier version as it looked, with who saved it and when. */
export function VersionView({ version, onClose }: { version: ContentVersion; onClose: () => void }) {
  return (
    <section aria-label={`Version ${version.version}`} style={{ marginTop: 16 }}>
      <Bar>
        <strong>Version {version.version}, saved {when(version.savedAt)} by {version.savedBy ?? 'the seed'}</strong>
        <Button type="button" $variant="secondary" onClick={onClose}>Close</Button>
      </Bar>
      <ContentPreview page={version.page} label={`Preview of version ${version.version}`} />
    </section>
  );
}
