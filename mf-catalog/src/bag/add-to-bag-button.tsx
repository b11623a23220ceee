import { useState } from 'react';
import type { CatalogMediaOption } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { Button } from '../ui/primitives';
import { ActionRow, DoneNote, RefusedNote } from 'shared-ui/forms';
import { addToBag } from 'shared-domain';

type Feedback = { kind: 'none' } | { kind: 'added'; count: number; copies: number } | { kind: 'refused'; message: string };

/** "Add to bag" with its feedback: a polite "Added to bag", or the refusal as an alert. */
export function AddToBagButton({ option, describedBy }: { option: CatalogMediaOption; describedBy?: string }) {
  const services = useCatalogServices();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'none' });

  const onClick = async () => {
    setBusy(true);
    const result = await addToBag(option, services);
    setBusy(false);
    setFeedback(result.ok ? { kind: 'added', count: result.count, copies: result.copies } : { kind: 'refused', message: result.message });
  };

  return (
    <ActionRow>
      <Button type="button" onClick={onClick} disabled={busy} aria-describedby={describedBy}>
        Add to bag
      </Button>
      {/* Always rendered so screen readers announce the change; the count makes each add distinct. */}
      <DoneNote role="status" aria-live="polite">
        {feedback.kind === 'added'
          ? `Added to bag${feedback.copies > 1 ? ` (${feedback.copies} of this option)` : ''} · ${feedback.count} in your bag`
          : ''}
      </DoneNote>
      {feedback.kind === 'refused' ? <RefusedNote role="alert">{feedback.message}</RefusedNote> : null}
    </ActionRow>
  );
}
