import { useState } from 'react';
import styled from 'styled-components';
import type { CatalogMediaOption } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { Button } from '../ui/primitives';
import { color } from 'shared-ui';
import { addToBag } from 'shared-domain';

type Feedback = { kind: 'none' } | { kind: 'added'; count: number; copies: number } | { kind: 'refused'; message: string };

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Added = styled.span`
  color: ${color.success};
  font-weight: 600;
`;

const Refused = styled.p`
  margin: 0;
  color: ${color.danger};
  font-weight: 600;
`;

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
    <Wrap>
      <Button type="button" onClick={onClick} disabled={busy} aria-describedby={describedBy}>
        Add to bag
      </Button>
      {/* Always rendered so screen readers announce the change; the count makes each add distinct. */}
      <Added role="status" aria-live="polite">
        {feedback.kind === 'added'
          ? `Added to bag${feedback.copies > 1 ? ` (${feedback.copies} of this option)` : ''} · ${feedback.count} in your bag`
          : ''}
      </Added>
      {feedback.kind === 'refused' ? <Refused role="alert">{feedback.message}</Refused> : null}
    </Wrap>
  );
}
