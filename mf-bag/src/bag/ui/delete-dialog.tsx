import { Dialog } from 'shared-ui/dialog';
import { Button, DialogActions } from './controls';

/** Asks before deleting the selected lines ("Empty the bag?" when they are all of them). */
export function DeleteDialog({ count, all, onDelete, onClose }: { count: number; all: boolean; onDelete(): void; onClose(): void }) {
  return (
    <Dialog title={all ? 'Empty the bag?' : `Delete ${count} item${count === 1 ? '' : 's'}?`} onClose={onClose}>
      <p>{all ? 'Every item will be removed from your bag.' : 'The selected items will be removed from your bag.'}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="button" $variant="primary" onClick={() => { onDelete(); onClose(); }}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
