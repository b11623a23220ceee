import styled from 'styled-components';
import type { SnackbarAction } from 'shared-domain';
import { color } from 'shared-ui';
import type { Snack } from './snackbar-list';

/** One message: info dark, error red; its action (e.g. SIGN IN) and Dismiss. */
export function SnackbarBar({ snack, onAction, onClose }: { snack: Snack; onAction: (action: SnackbarAction) => void; onClose: () => void }) {
  return (
    <Bar $tone={snack.tone}>
      <span>{snack.message}</span>
      {snack.action && (
        <ActionButton type="button" onClick={() => onAction(snack.action!)}>
          {snack.action.label}
        </ActionButton>
      )}
      <CloseButton type="button" aria-label="Dismiss" onClick={onClose}>
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
  background: ${(p) => (p.$tone === 'error' ? color.danger : '#1b1b1b')};
  color: #fff;
  font-size: 14px;
  line-height: 1.4;
  overflow-wrap: anywhere;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.25);
`;

const ActionButton = styled.button`
  padding: 6px 10px;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: 4px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const CloseButton = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: none;
  color: #fff;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;
