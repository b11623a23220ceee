import styled from 'styled-components';
import type { SnackbarAction } from 'shared-domain';
import { th } from '../theme/theme';
import type { Snack } from './snackbar-host';

/** One message: info black, error red; its action (e.g. SIGN IN) and Dismiss. */
export default function SnackbarBar({ snack, onAction, onClose }: { snack: Snack; onAction: (action: SnackbarAction) => void; onClose: () => void }) {
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

const Bar = styled.div<{ $tone: 'info' | 'error' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px 10px 16px;
  border-radius: 6px;
  background: ${(p) => (p.$tone === 'error' ? th(p).colors.error : th(p).colors.info)};
  color: #fff;
  font-size: 14px;
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
  border: 0;
  background: none;
  color: #fff;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;
