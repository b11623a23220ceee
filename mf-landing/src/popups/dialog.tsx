import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog as SharedDialog } from 'shared-ui/dialog';

const Body = styled.div`
  p {
    line-height: 1.5;
    margin: 0 0 14px;
  }
`;

/** The popups' dialog: shared-ui's Dialog with a Close button, above the shell's header. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <SharedDialog title={title} onClose={onClose} closeLabel="Close" width={560} zIndex={1400}>
      <Body>{children}</Body>
    </SharedDialog>
  );
}
