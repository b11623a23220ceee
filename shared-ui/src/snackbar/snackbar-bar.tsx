import styled, { css } from 'styled-components';
import type { SnackbarAction } from 'shared-domain';
import { alpha, color } from 'shared-ui';
import { Button } from '../forms/button';
import type { Snack } from './snackbar-list';

/** One message: info dark, error red; its action (e.g. SIGN IN) and Dismiss. */
export function SnackbarBar({ snack, onAction, onClose }: { snack: Snack; onAction: (action: SnackbarAction) => void; onClose: () => void }) {
  return (
    <Bar $tone={snack.tone}>
      <span>{snack.message}</span>
      {snack.action && (
        <ActionButton type="button" $variant="plain" $size="small" onClick={() => onAction(snack.action!)}>
          {snack.action.label}
        </ActionButton>
      )}
      <CloseButton type="button" $variant="plain" $size="icon" aria-label="Dismiss" onClick={onClose}>
        ×
      </CloseButton>
    </Bar>
  );
}


const Bar = styled.div<{ $tone: Snack['tone'] }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px 10px 16px;
  border-radius: 6px;
  background: ${(p) => (p.$tone === 'error' ? color.danger : color.inverse)};
  color: ${color.inverseInk};
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
  box-shadow: 0 6px 18px ${alpha(color.ink, 25)};
`;

/** shared-ui's Button on the dark bar: the bar's text colour, a white focus ring (the blue one would not show). */
const onBar = css`
  color: inherit;
  &:hover:not(:disabled) {
    background: ${alpha(color.inverseInk, 12)};
  }
  &:focus-visible {
    outline-color: ${color.inverseInk};
  }
`;

const ActionButton = styled(Button)`
  ${onBar}
  border-color: ${alpha(color.inverseInk, 70)};
  font-weight: 700;
`;

const CloseButton = styled(Button)`
  ${onBar}
  width: 32px;
  height: 32px;
  font-size: 20px;
  line-height: 1;
`;
