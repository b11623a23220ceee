import type { ComponentProps } from 'react';
import type { ApiError } from 'shared-domain';
import type { ScheduleEntry } from '../../api/campaigns.api';
import { formatDate } from '../../app/format';
import { FormDialog } from '../../ui/dialog';

/** What every dialog about a schedule entry is given. */
export type EntryDialogFrame = {
  entry: ScheduleEntry;
  optionLabel: string;
  pending: boolean;
  error: ApiError | string | null;
  onClose: () => void;
};

/**
 * A dialog about one schedule entry: titled "`what`: date", it opens with the option and the
 * entry's units, then the fields given as children.
 */
export function EntryDialog({
  what, entry, optionLabel, children, ...dialog
}: Omit<ComponentProps<typeof FormDialog>, 'title'> & { what: string; entry: ScheduleEntry; optionLabel: string }) {
  return (
    <FormDialog title={`${what}: ${formatDate(entry.date)}`} {...dialog}>
      <p style={{ marginTop: 0 }}>
        {optionLabel}, {entry.units} unit{entry.units === 1 ? '' : 's'}
      </p>
      {children}
    </FormDialog>
  );
}
