import { useState } from 'react';
import styled from 'styled-components';
import { addPlanToBag, type PlanLine } from 'shared-domain';
import { ActionRow, Button, DoneNote, LinkButton, RefusedNote } from 'shared-ui/forms';
import { useContentServices } from '../content/content-services';

type Outcome =
  | { kind: 'none' }
  | { kind: 'added'; added: number; count: number; refused: number; message?: string }
  | { kind: 'failed'; message: string };

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/**
 * "Add the plan to the bag": every line with the units the plan chose, in one step
 * (shared-domain `addPlanToBag`). A guest whose bag cannot take the whole plan (5 items at
 * most, SPEC.md section 5) gets none of it and the sign-in prompt; the outcome is announced,
 * with a way to open the bag.
 */
export function AddPlanToBagButton({ plan, label = 'Add the plan to the bag' }: { plan: readonly PlanLine[]; label?: string }) {
  const services = useContentServices();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const onClick = async () => {
    if (busy || plan.length === 0) return;
    setBusy(true);
    const result = await addPlanToBag(plan, services);
    setBusy(false);
    setOutcome(result.ok ? { kind: 'added', ...result } : { kind: 'failed', message: result.message });
  };

  return (
    <Wrap>
      <Button type="button" onClick={onClick} aria-disabled={busy || plan.length === 0} disabled={plan.length === 0}>
        {busy ? 'Adding…' : label}
      </Button>
      <DoneNote role="status" aria-live="polite">
        {outcome.kind === 'added' && outcome.added > 0 ? `Added ${lines(outcome.added)} to your bag · ${outcome.count} in your bag` : ''}
      </DoneNote>
      {outcome.kind === 'added' && outcome.added > 0 && (
        <LinkButton type="button" onClick={() => services.bus.publish({ type: 'bag/open-requested' })}>Open your bag</LinkButton>
      )}
      {outcome.kind === 'added' && outcome.refused > 0 && (
        <Refused role="alert">
          {outcome.message} Nothing of this plan was added ({lines(outcome.refused)}).{' '}
          <LinkButton type="button" onClick={() => services.bus.publish({ type: 'auth/login-requested', reason: 'bag-limit' })}>SIGN IN</LinkButton>
        </Refused>
      )}
      {outcome.kind === 'failed' && <Refused role="alert">{outcome.message}</Refused>}
    </Wrap>
  );
}

const Wrap = styled(ActionRow)`
  gap: 8px 16px;
`;

const Refused = styled(RefusedNote)`
  flex-basis: 100%;
`;
