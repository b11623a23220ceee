import { ConfirmAction } from '../../ui/confirm-action';
import { optionTitle } from './media-option-figures';
import { ProofDialog } from './proof-dialog';
import { ScheduleDocsDialog } from './schedule-docs-dialog';
import type { MediaOptionActions } from './use-media-option-actions';

/** The dialog open on the media options, if any: remove an option, set an entry's PO and invoice, or record a proof. */
export function MediaOptionDialogs({ actions }: { actions: MediaOptionActions }) {
  const { removing, editing, proving } = actions;
  if (removing) {
    const title = optionTitle(removing);
    return (
      <ConfirmAction
        danger
        title="Remove media option"
        message={`Remove ${title.media}${title.option ? `, ${title.option}` : ''} from this campaign? Its schedule goes with it and the totals are worked out again.`}
        confirmLabel="Remove"
        action={actions.remove}
        args={[removing._id]}
        onClose={actions.close}
        onDone={(answer) => actions.removed(removing, answer)}
      />
    );
  }
  if (editing) {
    return (
      <ScheduleDocsDialog
        entry={(editing.option.schedule ?? [])[editing.index]!}
        optionLabel={optionTitle(editing.option).media}
        pending={actions.docs.pending}
        error={actions.docs.error}
        onClose={actions.close}
        onSave={(body) => actions.saveDocs(editing, body)}
      />
    );
  }
  if (proving) {
    return (
      <ProofDialog
        entry={(proving.option.schedule ?? [])[proving.index]!}
        optionLabel={optionTitle(proving.option).media}
        limits={actions.limits}
        onEdit={() => actions.proof.reset()}
        pending={actions.proof.pending}
        error={actions.proof.error}
        onClose={actions.close}
        onSave={(choice) => actions.saveProof(proving, choice)}
      />
    );
  }
  return null;
}
