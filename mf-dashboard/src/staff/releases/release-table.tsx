import styled from 'styled-components';
import type { RemoteRelease } from 'shared-domain/releases';
import { color, focusRing, narrow } from 'shared-ui';
import { Badge } from '../../ui/badge';
import { CardTable, ColumnHeads } from '../../ui/card-table';
import { Button, VisuallyHidden } from '../../ui/primitives';
import { canGoLive, failedParts, shortCommit, SOURCE_LABELS, when } from './release-rules';

const Table = styled(CardTable)`
  font-size: 0.9375rem;
  th { font-size: 0.8125rem; color: ${color.muted}; font-weight: 600; }
  td { vertical-align: top; }
  code { font-size: 0.8125rem; }
`;

/** One under the other, of one width, in the table; side by side in a row's card on a narrow screen. */
const RowActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 6px;
  button { min-height: 40px; padding: 6px 12px; white-space: nowrap; }
  ${narrow} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${color.danger};
    font-weight: 600;
    border-radius: 4px;
    ${focusRing}
  }
  ul { margin: 6px 0 0; padding-left: 18px; text-align: left; }
  li { margin-bottom: 4px; overflow-wrap: anywhere; }
`;

const Version = styled.span`
  font-weight: 600;
  overflow-wrap: break-word;
`;

const Notes = styled.span`
  display: block;
  min-width: 14ch;
  max-width: 32ch;
  overflow-wrap: anywhere;
`;

/** A release's last check: passed, not checked, or failed with each failed part's message behind a disclosure. */
export function CheckResult({ release }: { release: RemoteRelease }) {
  const { check } = release;
  if (!check) return <span>{release.source === 'built-in' ? 'Deployed build' : 'Not checked'}</span>;
  if (check.ok) return <Badge $tone="success" title={`Checked ${when(check.checkedAt)}`}>Passed</Badge>;
  const failed = failedParts(check);
  return (
    <Details>
      <summary>Failed: {failed.map((p) => p.part).join(', ') || 'see parts'}</summary>
      <ul>
        {failed.map((p) => (
          <li key={p.part}>
            <strong>{p.part}</strong>: {p.message}
          </li>
        ))}
      </ul>
      <small>Checked {when(check.checkedAt)}</small>
    </Details>
  );
}

export type ReleaseRowActions = {
  /** Absent for staff who are not release managers: they cannot switch. */
  onSwitch?: (release: RemoteRelease) => void;
  onRecheck: (release: RemoteRelease) => void;
  onPreview: (release: RemoteRelease) => void;
  /** The version whose re-check or preview link is on its way. */
  busy: { recheck: string | null; preview: string | null };
};

/** A remote's releases, newest first: one row each, a card each on a narrow screen. */
export function ReleaseTable({ remote, releases, actions }: { remote: string; releases: RemoteRelease[]; actions: ReleaseRowActions }) {
  return (
    <Table aria-label={`Releases of ${remote}`}>
      <ColumnHeads columns={['Version', 'Source', 'Commit', 'Notes', 'Registered', 'Check', <VisuallyHidden key="actions">Actions</VisuallyHidden>]} />
      <tbody>
        {releases.map((r) => (
          <tr key={r.version}>
            <td data-label="Version">
              <Version>
                {r.version} {r.live ? <Badge $tone="success">Live</Badge> : null}
              </Version>
            </td>
            <td data-label="Source">{SOURCE_LABELS[r.source]}</td>
            <td data-label="Commit">{r.commit ? <code title={r.commit}>{shortCommit(r.commit)}</code> : '—'}</td>
            <td data-label="Notes"><Notes>{r.notes || '—'}</Notes></td>
            <td data-label="Registered">
              <span>{r.createdBy}<br />{when(r.createdAt)}</span>
            </td>
            <td data-label="Check"><CheckResult release={r} /></td>
            <td data-label="Actions">
              <RowActions>
                {actions.onSwitch && canGoLive(r) ? (
                  <Button type="button" onClick={() => actions.onSwitch?.(r)} aria-label={`Switch live: ${remote} ${r.version}`}>
                    Switch live
                  </Button>
                ) : null}
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => actions.onRecheck(r)}
                  aria-label={`Re-check ${remote} ${r.version}`}
                  aria-disabled={actions.busy.recheck === r.version || undefined}
                >
                  {actions.busy.recheck === r.version ? 'Checking…' : 'Re-check'}
                </Button>
                {/* A preview needs a passed check, as going live does (the server refuses others with 409). */}
                {canGoLive(r) ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => actions.onPreview(r)}
                    aria-label={`Preview link for ${remote} ${r.version}`}
                    aria-disabled={actions.busy.preview === r.version || undefined}
                  >
                    {actions.busy.preview === r.version ? 'Creating link…' : 'Preview link'}
                  </Button>
                ) : null}
              </RowActions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
