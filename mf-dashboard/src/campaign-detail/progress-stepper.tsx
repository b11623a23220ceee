import { useId } from 'react';
import styled from 'styled-components';
import type { ProgressStep } from 'shared-domain';
import { color, mobile } from 'shared-ui';

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Step = styled.li<{ $state: ProgressStep['state'] }>`
  counter-increment: step;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${color.surface};
  border: 2px solid ${(p) => (p.$state === 'Pending' ? color.line : p.$state === 'Done' ? color.success : color.primary)};
  &::before {
    content: counter(step) '. ';
    font-weight: 700;
  }
`;

const StepName = styled.span`
  font-weight: 700;
`;

const StepState = styled.span`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
`;

const StepNote = styled.span`
  display: block;
  margin-top: 2px;
  color: ${color.muted};
  font-size: 0.8125rem;
`;

/**
 * Planning → Execution → Analytics & Report; the first step in progress is the current one.
 * Each step shows, and carries as its accessible description, what it waits for or what
 * completed it (shown rather than hidden in a hover tooltip, so touch and keyboard users read it too).
 */
export function ProgressStepper({ steps }: { steps: readonly ProgressStep[] }) {
  const id = useId();
  const current = steps.findIndex((s) => s.state === 'In Progress');
  return (
    <Steps aria-label="Campaign progress">
      {steps.map((s, i) => (
        <Step key={s.name} $state={s.state} aria-current={i === current ? 'step' : undefined} aria-describedby={`${id}-${i}`} title={s.description}>
          <StepName>{s.name}</StepName>
          <StepState>{s.state}</StepState>
          <StepNote id={`${id}-${i}`}>{s.description}</StepNote>
        </Step>
      ))}
    </Steps>
  );
}
