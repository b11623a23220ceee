/** The bar above the bag's lines (select all, bulk edit, delete) and the note on edits not saved yet. */
import styled from 'styled-components';
import { alpha, color } from 'shared-ui';
import type { BagSnapshot } from '../state/bag-store';
import { Button, TriStateCheckbox } from './controls';

const Bar = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 8px 0; margin-bottom: 8px;
  border-bottom: 1px solid ${color.line};
`;
const Spacer = styled.span`flex: 1;`;
const Syncing = styled.span`font-size: 13px; color: ${color.muted};`;
const Unsaved = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 8px; padding: 10px 12px;
  border: 1px solid ${alpha(color.danger, 35)}; border-left: 4px solid ${color.danger}; border-radius: 6px; background: ${color.dangerSurface}; color: ${color.ink};
  p { margin: 0; flex: 1 1 220px; }
`;

/** Select all, "Saving changes…" while writes are on their way, Bulk edit (signed in) and Delete selected. */
export function BagToolbar({ count, flags, syncing, guest, canBulkEdit, onSelectAll, onBulkEdit, onDelete }: {
  count: number;
  flags: { isSelectAll: boolean; isIndeterminate: boolean; selectedCount: number };
  syncing: boolean;
  guest: boolean;
  canBulkEdit: boolean;
  onSelectAll(selected: boolean): void;
  onBulkEdit(): void;
  onDelete(): void;
}) {
  return (
    <Bar>
      <TriStateCheckbox label={`Select all (${count})`} checked={flags.isSelectAll} indeterminate={flags.isIndeterminate} onChange={onSelectAll} />
      <Spacer />
      {syncing && <Syncing role="status">Saving changes…</Syncing>}
      {!guest && <Button type="button" $variant="secondary" onClick={onBulkEdit} disabled={!canBulkEdit}>Bulk edit</Button>}
      <Button type="button" $variant="danger" disabled={flags.selectedCount === 0} onClick={onDelete}>
        Delete selected ({flags.selectedCount})
      </Button>
    </Bar>
  );
}

/** The edits the server has not taken (no answer): why, with Retry and Discard changes. */
export function UnsavedChanges({ snapshot, onRetry, onDiscard }: {
  snapshot: Pick<BagSnapshot, 'unsaved' | 'writeError'>; onRetry(): void; onDiscard(): void;
}) {
  return (
    <Unsaved role="alert">
      <p>
        {snapshot.unsaved === 1 ? 'Your last change is' : `Your last ${snapshot.unsaved} changes are`} not saved yet: {snapshot.writeError}{' '}
        {snapshot.unsaved === 1 ? 'It stays here until it is saved.' : 'They stay here until they are saved.'}
      </p>
      <Button type="button" $variant="primary" onClick={onRetry}>Retry</Button>
      <Button type="button" $variant="secondary" onClick={onDiscard}>Discard changes</Button>
    </Unsaved>
  );
}
